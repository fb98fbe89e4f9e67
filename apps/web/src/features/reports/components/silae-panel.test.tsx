import { ErrorCode } from '@pointeo/domain/error-codes';
import {
  SILAE_MESSAGES as M,
  type SilaeCheck,
  type SilaeConnection,
  type SilaePush,
} from '@pointeo/domain/payroll-connectors';
import { featureUnavailableMessage } from '@pointeo/domain/plan-features';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toasts';
import {
  ACCOUNTANT_MEMBER,
  apiError,
  asShown,
  mockApiAs,
  OWNER_MEMBER,
  renderPage,
  stubDialogs,
} from '../../../test/render-page';
import { SilaePanel } from './silae-panel';

vi.mock('../../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

beforeAll(stubDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const MONTH = '2026-03';
const BASE = `/api/reports/months/${MONTH}/silae`;
const NONE: SilaeConnection = {
  connected: false,
  clientId: '',
  dossierNumber: '',
  clientSecretSet: false,
  subscriptionKeySet: false,
  updatedAt: null,
};
const CONNECTED: SilaeConnection = {
  connected: true,
  clientId: 'client-crochets',
  dossierNumber: '0042',
  clientSecretSet: true,
  subscriptionKeySet: true,
  updatedAt: '2026-04-01T08:00:00.000Z',
};
const line = {
  employeeId: 'e1',
  lastName: 'Lovelace',
  firstName: 'Ada',
  payrollNumber: '0001',
  from: '2026-03-01',
  to: '2026-03-31',
};
const CHECK: SilaeCheck = {
  month: MONTH,
  lines: [
    {
      ...line,
      kind: 'hours',
      code: 'HS25',
      label: 'HS 25 %',
      value: 8.5,
      silaeName: 'HS25',
      silaeLabel: 'Heures sup. 25 %',
    },
    {
      ...line,
      kind: 'variable',
      code: 'RepasServis',
      label: 'Repas',
      value: 12,
      silaeName: null,
      silaeLabel: null,
    },
  ],
  missingCodes: ['RepasServis'],
  problems: [],
};
const push = (dryRun: boolean, statuses: Array<SilaePush['values'][number]['status']>): SilaePush => ({
  id: dryRun ? 'p1' : 'p2',
  month: MONTH,
  dryRun,
  status: dryRun ? 'dry-run' : statuses.includes('failed') ? 'partial' : 'sent',
  dossierNumber: '0042',
  authorName: 'Boulangerie',
  createdAt: '2026-04-02T08:00:00.000Z',
  sentCount: statuses.filter((status) => status === 'sent').length,
  failedCount: statuses.filter((status) => status === 'failed').length,
  alreadySentCount: 0,
  values: [
    {
      ...line,
      kind: 'hours',
      code: 'HS25',
      label: 'HS 25 %',
      value: 8.5,
      endpoint: '/v1/ActivitesEtHeures/SalarieAjouterHeures',
      status: statuses[0]!,
      httpStatus: dryRun ? null : 200,
      answer: '',
    },
    {
      ...line,
      kind: 'absence',
      code: 'CP',
      label: 'Congés payés',
      value: 2,
      from: '2026-03-09',
      to: '2026-03-10',
      endpoint: '/v1/Absences/SalarieAjouterAbsenceV2',
      status: statuses[1]!,
      httpStatus: dryRun ? null : 400,
      answer: dryRun ? '' : 'SaisieRefusee\u202f: Salarié sorti sur la période',
    },
  ],
});

describe("'Silae' on a plan without it", () => {
  it('shows what Premium offers, with the server’s refusal and the way to the plans', async () => {
    const message = featureUnavailableMessage('payrollConnectors');
    mockApiAs(OWNER_MEMBER, {
      'GET /api/reports/silae/connection': apiError(403, ErrorCode.FEATURE_NOT_IN_PLAN, message),
    });
    renderPage(<SilaePanel month={MONTH} validated />);
    const panel = await screen.findByRole('region', { name: M.title });
    expect(within(panel).getByText(asShown(message))).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: 'Voir les plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByRole('button', { name: M.check })).toBeNull();
  });
});

describe("'Silae' on Premium", () => {
  it('takes the keys in labelled fields, the secrets as passwords, and never shows them back', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/reports/silae/connection': { body: NONE },
      'PUT /api/reports/silae/connection': { body: CONNECTED },
      [`GET ${BASE}/pushes`]: { body: { pushes: [] } },
    });
    const user = userEvent.setup();
    renderPage(<SilaePanel month={MONTH} validated />);
    expect(await screen.findByText(M.notConnected)).toBeInTheDocument();
    const secret = screen.getByLabelText(new RegExp(M.clientSecret));
    const key = screen.getByLabelText(/Clé d'abonnement/);
    expect(secret).toHaveAttribute('type', 'password');
    expect(key).toHaveAttribute('type', 'password');
    await user.type(screen.getByLabelText(/Identifiant client/), 'client-crochets');
    await user.type(screen.getByLabelText(new RegExp(M.dossierNumber)), '0042');
    await user.type(secret, 'le-secret');
    await user.type(key, 'la-cle');
    await user.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.saved));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      clientId: 'client-crochets',
      clientSecret: 'le-secret',
      subscriptionKey: 'la-cle',
      dossierNumber: '0042',
    });
    // Saved: the secret fields are empty again, saying a secret is set.
    await waitFor(() => expect(screen.getByLabelText(new RegExp(M.clientSecret))).toHaveValue(''));
    expect(screen.getAllByText(asShown(M.secretSet))).toHaveLength(2);
  });

  it("'Vérifier' shows which value lands on which Silae code and which codes are missing", async () => {
    mockApiAs(OWNER_MEMBER, {
      'GET /api/reports/silae/connection': { body: CONNECTED },
      [`GET ${BASE}/check`]: { body: CHECK },
      [`GET ${BASE}/pushes`]: { body: { pushes: [] } },
    });
    const user = userEvent.setup();
    renderPage(<SilaePanel month={MONTH} validated />);
    await user.click(await screen.findByRole('button', { name: M.check }));
    const table = await screen.findByRole('table', { name: M.checkTitle });
    const [, hours, meals] = within(table).getAllByRole('row');
    expect(hours).toHaveTextContent('Heures sup. 25 %');
    expect(meals).toHaveTextContent(M.missing);
    expect(screen.getByText(asShown(M.checkMissing(['RepasServis'])))).toBeInTheDocument();
  });

  it("'Envoyer' comes after a preview that sends nothing and a confirmation, then shows Silae's answers", async () => {
    const fetchMock = mockApiAs(ACCOUNTANT_MEMBER, {
      'GET /api/reports/silae/connection': { body: CONNECTED },
      [`POST ${BASE}/pushes`]: async () =>
        new Response(
          JSON.stringify(
            JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body)).dryRun
              ? push(true, ['planned', 'planned'])
              : push(false, ['sent', 'failed']),
          ),
          { status: 201, headers: { 'content-type': 'application/json' } },
        ),
      [`GET ${BASE}/pushes`]: { body: { pushes: [] } },
    });
    const user = userEvent.setup();
    renderPage(<SilaePanel month={MONTH} validated />);
    // A Comptable sends ('payroll.export') but does not change the keys ('payroll.settings').
    await user.click(await screen.findByRole('button', { name: M.dryRun }));
    expect(screen.queryByRole('button', { name: M.save })).toBeNull();
    expect(await screen.findByText(M.dryRunIntro)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: M.dryRun })).toHaveTextContent('À envoyer');
    await user.click(screen.getByRole('button', { name: M.send }));
    const dialog = await screen.findByRole('dialog', { name: M.sendConfirmTitle });
    expect(dialog).toHaveTextContent(asShown(M.sendConfirmText(2)));
    await user.click(within(dialog).getByRole('button', { name: M.send }));
    const result = await screen.findByRole('table', { name: M.history });
    expect(result).toHaveTextContent('Refusé');
    expect(result).toHaveTextContent('Salarié sorti sur la période');
    expect(toast.error).toHaveBeenCalledWith(M.partial);
    const bodies = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init!.body)));
    expect(bodies).toEqual([{ dryRun: true }, { dryRun: false }]);
  });

  it("'Supprimer la connexion' asks first", async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/reports/silae/connection': { body: CONNECTED },
      'DELETE /api/reports/silae/connection': { status: 204 },
      [`GET ${BASE}/pushes`]: { body: { pushes: [] } },
    });
    const user = userEvent.setup();
    renderPage(<SilaePanel month={MONTH} validated />);
    await user.click(await screen.findByRole('button', { name: M.remove }));
    const dialog = await screen.findByRole('dialog', { name: M.removeConfirmTitle });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: M.remove }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.removed));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
