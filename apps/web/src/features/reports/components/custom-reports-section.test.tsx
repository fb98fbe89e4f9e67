import { CUSTOM_REPORT_MESSAGES as M } from '@pointeo/domain/custom-report-messages';
import type { CustomReportResult } from '@pointeo/domain/custom-reports';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { REPORT_FIGURES } from '@pointeo/domain/report-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFilter } from '../../../components/ui/site-filter';
import { saveFile } from '../../../lib/save-file';
import {
  ACCOUNTANT_MEMBER,
  apiError,
  mockApi,
  mockApiAs,
  OWNER_MEMBER,
  renderPage,
} from '../../../test/render-page';
import { MAIN_SITE, siteIdsAsked, sitesAnswer, WAREHOUSE } from '../../../test/site-fixtures';
import { CustomReportsSection } from './custom-reports-section';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));
vi.mock('../../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const figures = {
  daysWorked: 3,
  workedMinutes: 1620,
  overtime25Minutes: 0,
  overtime50Minutes: 0,
  complementaryMinutes: 0,
  complementary10Minutes: 0,
  complementary25Minutes: 0,
  nightMinutes: 0,
  sundayMinutes: 0,
  holidayMinutes: 0,
  mayDayMinutes: 0,
  absenceMinutes: 0,
  absenceDays: 0,
  alertsCount: 0,
};
const options = {
  employees: [{ id: 'e1', name: 'Martin Zoé', archived: false }],
  zones: ['Atelier', 'Non assigné'],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CustomReportsSection', () => {
  it("'Télécharger' sends the definition as it stands, without saving it, and saves the file", async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/reports/custom/options': { body: options },
      'GET /api/reports/custom': { body: [] },
      'POST /api/reports/custom/run/xlsx': async () =>
        new Response(new Blob(['xlsx']), {
          headers: {
            'content-disposition': 'attachment; filename="rapport-personnalise-2026-11-01-2026-11-30.xlsx"',
          },
        }),
    });
    renderPage(<CustomReportsSection />, '/account?tab=reports');
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText(/^Du/), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText(/^Au/), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('radio', { name: 'Par semaine' }));
    const downloads = screen.getByRole('region', { name: 'Télécharger' });
    await user.click(within(downloads).getByRole('button', { name: 'Télécharger le classeur XLSX' }));

    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(
        expect.anything(),
        'rapport-personnalise-2026-11-01-2026-11-30.xlsx',
      ),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/reports/custom/run/xlsx');
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      grouping: 'week',
    });
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => String(url) === '/api/reports/custom' && init?.method === 'POST',
      ),
    ).toEqual([]);
  });

  it('sends the definition chosen and shows only the chosen columns, with the total', async () => {
    const result: CustomReportResult = {
      definition: {
        from: '2026-11-01',
        to: '2026-11-30',
        employeeIds: ['e1'],
        zone: 'Atelier',
        grouping: 'week',
        columns: ['workedMinutes'],
      },
      rows: [
        { label: 'Semaine du 02/11/2026', from: '2026-11-02', to: '2026-11-08', employee: null, figures },
      ],
      total: figures,
    };
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/reports/custom/options': { body: options },
      'GET /api/reports/custom': { body: [] },
      'POST /api/reports/custom/run': { body: result },
    });
    renderPage(<CustomReportsSection />, '/account?tab=reports');
    const user = userEvent.setup();
    // jsdom gives date inputs no role and no typing: their change event is what React reads.
    fireEvent.change(await screen.findByLabelText(/^Du/), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText(/^Au/), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('checkbox', { name: 'Martin Zoé' }));
    await user.selectOptions(screen.getByLabelText('Zone'), 'Atelier');
    await user.click(screen.getByRole('radio', { name: 'Par semaine' }));
    for (const figure of REPORT_FIGURES.filter((candidate) => candidate.key !== 'workedMinutes')) {
      await user.click(screen.getByRole('checkbox', { name: figure.label }));
    }
    await user.click(screen.getByRole('button', { name: 'Afficher le rapport' }));

    const table = await screen.findByRole('table', { name: 'Résultat du rapport personnalisé' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Semaine', 'Heures travaillées']);
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    const run = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(run[1]!.body))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      employeeIds: ['e1'],
      zone: 'Atelier',
      grouping: 'week',
      columns: ['workedMinutes'],
    });
  });

  it("runs and downloads for the address's site, in the query string, never in the definition; another site hides the result", async () => {
    const definition = {
      from: '2026-11-01',
      to: '2026-11-30',
      employeeIds: [],
      zone: null,
      grouping: 'employee',
      columns: ['workedMinutes'],
    } as const;
    const file = async () => new Response(new Blob(['csv']));
    const fetchMock = mockApi({
      'GET /api/reports/custom/options': { body: options },
      'GET /api/reports/custom': { body: [{ id: 'r1', name: 'Novembre', definition }] },
      'POST /api/reports/custom/run': { body: { definition, rows: [], total: figures } },
      'POST /api/reports/custom/run/csv': file,
      'GET /api/reports/custom/r1/csv': file,
      ...sitesAnswer([MAIN_SITE, WAREHOUSE]),
    });
    renderPage(
      <>
        <SiteFilter />
        <CustomReportsSection />
      </>,
      `/account?tab=reports&site=${WAREHOUSE.id}`,
    );
    const user = userEvent.setup();
    await waitFor(() =>
      expect(siteIdsAsked(fetchMock, '/api/reports/custom/options')).toContain(WAREHOUSE.id),
    );

    await user.click(await screen.findByRole('button', { name: 'Afficher le rapport' }));
    await screen.findByRole('table', { name: 'Résultat du rapport personnalisé' });
    expect(siteIdsAsked(fetchMock, '/api/reports/custom/run')).toEqual([WAREHOUSE.id]);
    const run = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/reports/custom/run?'))!;
    expect(JSON.parse(String(run[1]!.body))).not.toHaveProperty('siteId');

    const downloads = screen.getByRole('region', { name: 'Télécharger' });
    await user.click(within(downloads).getByRole('button', { name: /CSV/ }));
    await waitFor(() =>
      expect(siteIdsAsked(fetchMock, '/api/reports/custom/run/csv')).toEqual([WAREHOUSE.id]),
    );
    await user.click(await screen.findByRole('button', { name: /CSV \(Novembre\)/ }));
    await waitFor(() =>
      expect(siteIdsAsked(fetchMock, '/api/reports/custom/r1/csv')).toEqual([WAREHOUSE.id]),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Site' }), 'Site principal');
    expect(screen.queryByRole('table', { name: 'Résultat du rapport personnalisé' })).toBeNull();
  });

  it('explains the feature and links to the plans when the server refuses the plan', async () => {
    const refusal =
      'La fonctionnalité «\u202fRapports personnalisés\u202f» est réservée aux plans Standard et Premium.';
    mockApiAs(OWNER_MEMBER, {
      'GET /api/reports/custom/options': apiError(403, ErrorCode.FEATURE_NOT_IN_PLAN, refusal),
    });
    renderPage(<CustomReportsSection />, '/account?tab=reports');
    const panel = await screen.findByRole('region', { name: 'Rapports personnalisés' });
    expect(panel.textContent).toContain(refusal);
    expect(await within(panel).findByRole('link', { name: 'Voir les plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Afficher le rapport' })).toBeNull());
  });
});

describe("CustomReportsSection and the member's role", () => {
  const saved = {
    id: 'r1',
    name: 'Heures du mois',
    definition: {
      from: '2026-11-01',
      to: '2026-11-30',
      employeeIds: [],
      zone: null,
      grouping: 'employee',
      columns: ['workedMinutes'],
    },
    createdAt: '2026-11-20T10:00:00.000Z',
  };

  it('lets a Comptable run and download reports, saved ones included, but neither save nor delete one', async () => {
    mockApiAs(ACCOUNTANT_MEMBER, {
      'GET /api/reports/custom/options': { body: options },
      'GET /api/reports/custom': { body: [saved] },
    });
    renderPage(<CustomReportsSection />, '/account?tab=reports');
    expect(await screen.findByRole('button', { name: M.rerun('Heures du mois') })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Télécharger le classeur XLSX (Heures du mois)' }),
    ).toBeInTheDocument();
    const downloads = screen.getByRole('region', { name: 'Télécharger' });
    expect(
      within(downloads).getByRole('button', { name: 'Télécharger le classeur XLSX' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer le rapport' })).toBeNull();
    expect(screen.queryByLabelText(/^Nom du rapport/)).toBeNull();
    expect(screen.queryByRole('button', { name: M.remove('Heures du mois') })).toBeNull();
  });

  it('lets the Administrateur save and delete reports', async () => {
    mockApiAs(OWNER_MEMBER, {
      'GET /api/reports/custom/options': { body: options },
      'GET /api/reports/custom': { body: [saved] },
    });
    renderPage(<CustomReportsSection />, '/account?tab=reports');
    expect(await screen.findByRole('button', { name: M.remove('Heures du mois') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer le rapport' })).toBeInTheDocument();
  });
});
