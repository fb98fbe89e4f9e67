import { WEBHOOK_MESSAGES as M, type WebhookDelivery, type WebhookEndpoint } from '@pointeo/domain/webhooks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toasts';
import {
  apiError,
  asShown,
  mockApiAs,
  OWNER_MEMBER,
  renderPage,
  stubDialogs,
} from '../../../test/render-page';
import { WebhooksPanel } from './webhooks-panel';

vi.mock('../../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

beforeAll(stubDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const ENDPOINT_ID = '00000000-0000-4000-8000-0000000000e1';
const ENDPOINT: WebhookEndpoint = {
  id: ENDPOINT_ID,
  url: 'https://paie.exemple.fr/pointeo',
  events: ['punch.created', 'month.validated'],
  enabled: true,
  failingSince: null,
  disabledAt: null,
  disabledReason: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};
const DELIVERY: WebhookDelivery = {
  id: '00000000-0000-4000-8000-0000000000d1',
  eventId: 'msg_0123456789abcdef0123456789abcdef',
  eventType: 'punch.created',
  status: 'failed',
  attempts: 9,
  responseStatus: 500,
  lastError: 'HTTP 500',
  createdAt: '2026-11-26T07:02:00.000Z',
  lastAttemptAt: '2026-11-27T07:02:00.000Z',
  nextAttemptAt: null,
  deliveredAt: null,
};
const BASE = '/api/developers/webhooks';
const SECRET = 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0';

const sentBody = (fetchMock: ReturnType<typeof mockApiAs>, key: string) => {
  const call = fetchMock.mock.calls.find(
    ([input, init]) =>
      `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
  );
  return call?.[1]?.body === undefined ? undefined : JSON.parse(String(call[1].body));
};

describe('the Webhooks panel', () => {
  it('lists the endpoints with their events and state', async () => {
    mockApiAs(OWNER_MEMBER, {
      [`GET ${BASE}`]: {
        body: {
          endpoints: [
            { ...ENDPOINT, failingSince: '2026-11-26T07:02:00.000Z' },
            {
              ...ENDPOINT,
              id: '00000000-0000-4000-8000-0000000000e2',
              url: 'https://erp.exemple.fr/hook',
              events: ['employee.created'],
              enabled: false,
              disabledReason: 'failures',
            },
          ],
        },
      },
    });
    renderPage(<WebhooksPanel />);
    expect(await screen.findByText('https://paie.exemple.fr/pointeo')).toBeInTheDocument();
    expect(screen.getByText('Pointage enregistré, Mois validé')).toBeInTheDocument();
    expect(screen.getByText(M.enabled)).toBeInTheDocument();
    expect(screen.getByText(asShown(M.disabledAfterFailures))).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `${M.enable} https://erp.exemple.fr/hook` }),
    ).toBeInTheDocument();
  });

  it("adds an endpoint with the events ticked, then shows its secret once with 'Copier'", async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      [`GET ${BASE}`]: { body: { endpoints: [] } },
      [`POST ${BASE}`]: { status: 201, body: { endpoint: ENDPOINT, secret: SECRET } },
    });
    // user-event puts a clipboard of its own on navigator: what was copied is read back from it.
    const user = userEvent.setup();
    renderPage(<WebhooksPanel />);
    expect(await screen.findByText(M.noEndpoints)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.add }));
    const dialog = screen.getByRole('dialog', { name: M.add });

    // Nothing ticked: the French message, nothing sent.
    await user.type(
      within(dialog).getByLabelText(/URL du point de terminaison/),
      'https://paie.exemple.fr/pointeo',
    );
    await user.click(within(dialog).getByRole('button', { name: M.add }));
    expect(await within(dialog).findByText(M.eventsRequired)).toBeInTheDocument();
    expect(sentBody(fetchMock, `POST ${BASE}`)).toBeUndefined();

    await user.click(within(dialog).getByRole('checkbox', { name: /Pointage enregistré/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Mois validé/ }));
    await user.click(within(dialog).getByRole('button', { name: M.add }));
    await waitFor(() =>
      expect(sentBody(fetchMock, `POST ${BASE}`)).toEqual({
        url: 'https://paie.exemple.fr/pointeo',
        events: ['punch.created', 'month.validated'],
      }),
    );
    const secretDialog = await screen.findByRole('dialog', { name: M.secret });
    expect(within(secretDialog).getByText(SECRET)).toBeInTheDocument();
    await user.click(within(secretDialog).getByRole('button', { name: M.copySecret }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(toast.success).toHaveBeenCalledWith(M.secretCopied);
  });

  it("shows the server's French refusal of a URL in the dialog", async () => {
    mockApiAs(OWNER_MEMBER, {
      [`GET ${BASE}`]: { body: { endpoints: [] } },
      [`POST ${BASE}`]: {
        status: 400,
        body: {
          error: { code: 'WEBHOOK_URL_REFUSED', message: M.urlPrivate, fields: { url: M.urlPrivate } },
        },
      },
    });
    const user = userEvent.setup();
    renderPage(<WebhooksPanel />);
    await user.click(await screen.findByRole('button', { name: M.add }));
    const dialog = screen.getByRole('dialog', { name: M.add });
    await user.type(within(dialog).getByLabelText(/URL du point de terminaison/), 'http://10.0.0.1/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: /Employé ajouté/ }));
    await user.click(within(dialog).getByRole('button', { name: M.add }));
    expect(
      (await within(dialog).findAllByText(new RegExp(M.urlPrivate.slice(0, 30)))).length,
    ).toBeGreaterThan(0);
  });

  it('shows the secret on demand and regenerates it after a confirmation', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      [`GET ${BASE}`]: { body: { endpoints: [ENDPOINT] } },
      [`GET ${BASE}/${ENDPOINT_ID}/secret`]: { body: { secret: SECRET } },
      [`POST ${BASE}/${ENDPOINT_ID}/secret`]: { body: { secret: 'whsec_bm91dmVhdS1zZWNyZXQ=' } },
    });
    const user = userEvent.setup();
    renderPage(<WebhooksPanel />);
    await user.click(await screen.findByRole('button', { name: `${M.showSecret} pour ${ENDPOINT.url}` }));
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${M.rotate} pour ${ENDPOINT.url}` }));
    const confirm = screen.getByRole('dialog', { name: `${M.rotate}\u202f?` });
    expect(within(confirm).getByText(asShown(M.rotateConfirm))).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: M.rotate }));
    expect(await screen.findByText('whsec_bm91dmVhdS1zZWNyZXQ=')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(M.rotated);
  });

  it('disables an endpoint, and deletes one only once confirmed', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      [`GET ${BASE}`]: { body: { endpoints: [ENDPOINT] } },
      [`PATCH ${BASE}/${ENDPOINT_ID}`]: { body: { ...ENDPOINT, enabled: false, disabledReason: 'company' } },
      [`DELETE ${BASE}/${ENDPOINT_ID}`]: { status: 204 },
    });
    const user = userEvent.setup();
    renderPage(<WebhooksPanel />);
    await user.click(await screen.findByRole('button', { name: `${M.disable} ${ENDPOINT.url}` }));
    await waitFor(() =>
      expect(sentBody(fetchMock, `PATCH ${BASE}/${ENDPOINT_ID}`)).toEqual({ enabled: false }),
    );

    await user.click(screen.getByRole('button', { name: `${M.delete} ${ENDPOINT.url}` }));
    const confirm = screen.getByRole('dialog', { name: `${M.delete}\u202f?` });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: M.delete }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    expect(toast.success).toHaveBeenCalledWith(M.deleted);
  });

  it("shows the delivery log with status and response code, and 'Renvoyer' asks a new attempt", async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      [`GET ${BASE}`]: { body: { endpoints: [ENDPOINT] } },
      [`GET ${BASE}/${ENDPOINT_ID}/deliveries`]: {
        body: { deliveries: [DELIVERY], page: 1, hasMore: false },
      },
      [`POST ${BASE}/${ENDPOINT_ID}/deliveries/${DELIVERY.id}/retry`]: {
        body: { ...DELIVERY, status: 'pending' },
      },
    });
    const user = userEvent.setup();
    renderPage(<WebhooksPanel />);
    await user.click(await screen.findByRole('button', { name: `${M.deliveries} pour ${ENDPOINT.url}` }));
    const table = await screen.findByRole('table', { name: `${M.deliveries} pour ${ENDPOINT.url}` });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('punch.created')).toBeInTheDocument();
    expect(within(row).getByText('Échec')).toBeInTheDocument();
    expect(within(row).getByText('500')).toBeInTheDocument();
    expect(within(row).getByText('26/11/2026 08:02')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Renvoyer punch.created/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).endsWith(`/deliveries/${DELIVERY.id}/retry`)),
      ).toBe(true),
    );
    expect(toast.success).toHaveBeenCalledWith(M.retried);
  });

  it('says why when the company is not on Premium', async () => {
    mockApiAs(OWNER_MEMBER, {
      [`GET ${BASE}`]: apiError(403, 'FEATURE_NOT_IN_PLAN', "L'API dédiée est incluse dans l'offre Premium."),
    });
    renderPage(<WebhooksPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "L'API dédiée est incluse dans l'offre Premium.",
    );
    expect(screen.queryByRole('button', { name: M.add })).toBeNull();
  });
});
