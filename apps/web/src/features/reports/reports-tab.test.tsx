import { DEFAULT_PAYROLL_SETTINGS } from '@pointeo/domain/payroll';
import { PAYROLL_PRESET_FORMATS } from '@pointeo/domain/payroll-layouts';
import { PAYROLL_LAYOUT_MESSAGES as L } from '@pointeo/domain/payroll-messages';
import type { MonthlyReport } from '@pointeo/domain/reports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toasts';
import { saveFile } from '../../lib/save-file';
import {
  ACCOUNTANT_MEMBER,
  mockApiAs,
  OWNER_MEMBER,
  renderPage,
  SITE_MANAGER_MEMBER,
  stubDialogs,
} from '../../test/render-page';
import { MAIN_SITE, siteIdsAsked, sitesAnswer, WAREHOUSE } from '../../test/site-fixtures';
import { ReportsTab } from './reports-tab';

vi.mock('../../components/ui/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../../lib/save-file', () => ({ saveFile: vi.fn() }));

const figures = {
  daysWorked: 20,
  workedMinutes: 9570,
  overtime25Minutes: 480,
  overtime50Minutes: 300,
  complementaryMinutes: 120,
  complementary10Minutes: 90,
  complementary25Minutes: 30,
  nightMinutes: 0,
  sundayMinutes: 180,
  holidayMinutes: 540,
  mayDayMinutes: 420,
  absenceMinutes: 1050,
  absenceDays: 2.5,
  alertsCount: 2,
};
const report: MonthlyReport = {
  month: '2026-11',
  validated: false,
  rows: [
    {
      employee: { id: 'e1', firstName: 'Zoé', lastName: 'Martin', payrollNumber: 'M-001', archived: false },
      figures,
    },
  ],
  total: figures,
};

const absenceCodes = [
  { typeId: 't-cp', name: 'Congés payés', code: 'ABS-CP' },
  { typeId: 't-own', name: 'Formation', code: '' },
];
/** The month's file previewed under the saved layout: one line, nothing in the way. */
const filePreview = {
  month: '2026-11',
  preset: 'generic',
  validatedCount: 1,
  lines: [
    {
      employeeId: 'e1',
      firstName: 'Zoé',
      lastName: 'Martin',
      payrollNumber: 'M-001',
      code: 'HTRAV',
      label: 'Heures travaillées',
      value: '159,50',
      unit: 'heures',
      from: '01/11/2026',
      to: '30/11/2026',
    },
  ],
  fileLines: [
    'Matricule;Nom;Prénom;Code;Libellé;Valeur;Date de début;Date de fin',
    'M-001;Martin;Zoé;HTRAV;Heures travaillées;159,50;01/11/2026;30/11/2026',
  ],
  fileLineCount: 2,
  problems: [],
};
const emptyPreview = {
  ...filePreview,
  validatedCount: 0,
  lines: [],
  fileLines: [filePreview.fileLines[0]],
  fileLineCount: 1,
};
const payrollSettings = {
  'GET /api/reports/payroll-settings': { body: { ...DEFAULT_PAYROLL_SETTINGS, absenceCodes } },
};

/**
 * 'Clôture du mois' heads the tab: each month shown has its (empty) closing, and its (empty) list of
 * payroll files handed out.
 */
const closings = Object.fromEntries(
  ['2026-10', '2026-11'].flatMap((month) => [
    [
      `GET /api/timesheets/months/${month}/closing`,
      { body: { month, validated: false, started: true, employees: [], sites: [] } },
    ],
    [`GET /api/reports/months/${month}/payroll-exports`, { body: { month, exports: [] } }],
  ]),
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('ReportsTab', () => {
  it("shows the month's figures per employee and the company total, in French", async () => {
    mockApiAs(OWNER_MEMBER, {
      'GET /api/reports/months/2026-11': { body: report },
      ...payrollSettings,
      ...closings,
    });
    renderPage(<ReportsTab />, '/account?tab=reports&month=2026-11');
    const table = await screen.findByRole('table', { name: 'Rapport mensuel de novembre 2026' });
    const [header, zoe, total] = within(table).getAllByRole('row');
    expect(cellsOf(header!)).toEqual([
      'Employé',
      'Jours travaillés',
      'Heures travaillées',
      'Heures sup. 25\u00a0%',
      'Heures sup. 50\u00a0%',
      'Heures complémentaires 10\u00a0%',
      'Heures complémentaires 25\u00a0%',
      'Heures de nuit',
      'Heures du dimanche',
      'Heures de jour férié',
      'Heures du 1er mai',
      'Absences payées',
      "Jours d'absence",
      'Alertes légales',
    ]);
    expect(cellsOf(zoe!)).toEqual([
      'Martin Zoé',
      '20',
      '159h30',
      '8h00',
      '5h00',
      '1h30',
      '0h30',
      '0h00',
      '3h00',
      '9h00',
      '7h00',
      '17h30',
      '2,5',
      '2',
    ]);
    expect(cellsOf(total!)[0]).toBe('Total entreprise');
    expect(screen.getByLabelText('Mois')).toHaveValue('2026-11');
    expect(screen.getByText('Mois non validé : ses chiffres peuvent encore changer.')).toBeInTheDocument();
  });

  it('loads the month picked and downloads its files under the names the server gives', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/reports/months/2026-11': { body: report },
      'GET /api/reports/months/2026-10': { body: { ...report, month: '2026-10', validated: true } },
      ...payrollSettings,
      ...closings,
      'GET /api/reports/months/2026-10/payroll-exports': { body: { month: '2026-10', exports: [] } },
      'GET /api/reports/months/2026-10/csv': async () =>
        new Response('\ufeffNom;Prénom', {
          headers: { 'content-disposition': 'attachment; filename="rapport-2026-10.csv"' },
        }),
    });
    renderPage(<ReportsTab />, '/account?tab=reports&month=2026-11');
    const month = await screen.findByLabelText('Mois');
    // jsdom has no month picker to type into: the change is what the browser's picker sends.
    fireEvent.change(month, { target: { value: '2026-10' } });
    expect(await screen.findByText('Mois validé')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Télécharger le CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'rapport-2026-10.csv'));
    expect(toast.success).toHaveBeenCalledWith('Fichier «\u202frapport-2026-10.csv\u202f» téléchargé');
    expect(fetchMock).toHaveBeenCalledWith('/api/reports/months/2026-10/csv', expect.anything());
  });

  it("shows the closing and the report of the address's site, and its files carry it", async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/reports/months/2026-11': { body: report },
      ...payrollSettings,
      ...closings,
      'GET /api/reports/months/2026-11/csv': async () => new Response('\ufeffNom;Prénom'),
      ...sitesAnswer([MAIN_SITE, WAREHOUSE]),
    });
    renderPage(<ReportsTab />, `/account?tab=reports&month=2026-11&site=${WAREHOUSE.id}`);
    const select = await screen.findByRole('combobox', { name: 'Site' });
    await waitFor(() =>
      expect(siteIdsAsked(fetchMock, '/api/reports/months/2026-11')).toContain(WAREHOUSE.id),
    );
    await waitFor(() =>
      expect(siteIdsAsked(fetchMock, '/api/timesheets/months/2026-11/closing')).toContain(WAREHOUSE.id),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger le CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalled());
    expect(siteIdsAsked(fetchMock, '/api/reports/months/2026-11/csv')).toEqual([WAREHOUSE.id]);

    await userEvent.selectOptions(select, 'Tous les sites');
    await waitFor(() => expect(siteIdsAsked(fetchMock, '/api/reports/months/2026-11').at(-1)).toBeNull());
    expect(siteIdsAsked(fetchMock, '/api/timesheets/months/2026-11/closing').at(-1)).toBeNull();
  });

  it("offers 'Export paie' only for a validated month, and saves the company's codes in its layout", async () => {
    stubDialogs();
    const saved = {
      ...DEFAULT_PAYROLL_SETTINGS,
      preset: 'silae',
      format: { ...PAYROLL_PRESET_FORMATS.silae, columns: [...PAYROLL_PRESET_FORMATS.silae.columns] },
      codes: { ...DEFAULT_PAYROLL_SETTINGS.codes, nightMinutes: 'NUIT' },
      absenceCodes: [absenceCodes[0], { ...absenceCodes[1], code: 'ABS-FOR' }],
    };
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/reports/months/2026-11': { body: report },
      ...payrollSettings,
      ...closings,
      'POST /api/reports/months/2026-11/payroll/preview': { body: emptyPreview },
      'PUT /api/reports/payroll-settings': { body: { message: L.saved, settings: saved } },
    });
    renderPage(<ReportsTab />, '/account?tab=reports&month=2026-11');
    expect(await screen.findByRole('button', { name: "Télécharger l'export paie" })).toBeDisabled();
    expect(screen.getByText(/validez-le dans l'onglet Temps avant l'export paie/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier le format' }));
    const dialog = screen.getByRole('dialog', { name: "Format de l'export paie" });
    await user.click(await within(dialog).findByRole('radio', { name: /^Silae/ }));
    const night = within(dialog).getByLabelText('Code pour « Heures de nuit »');
    await user.clear(night);
    await user.type(night, 'H N');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le format' }));
    expect(night).toHaveAccessibleDescription(/Un code ne contient que des lettres sans accent/);
    await user.clear(night);
    await user.type(night, 'NUIT');
    await user.type(within(dialog).getByLabelText('Code pour « Formation »'), 'ABS-FOR');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le format' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(L.saved));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual(saved);
    expect(await screen.findByText('Silae (import des variables)')).toBeInTheDocument();
    expect(screen.getByText('ABS-FOR')).toBeInTheDocument();
  });

  it('lists the payroll files handed out for a validated month, and lists the next one once downloaded', async () => {
    const handedOut = {
      id: 'x1',
      at: '2026-12-02T09:15:00.000Z',
      author: { id: 'c1', name: 'Compte entreprise' },
      preset: 'generic',
      sha256: 'a'.repeat(64),
      byteSize: 120,
    };
    let listed = [handedOut];
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/reports/months/2026-11': { body: { ...report, validated: true } },
      ...payrollSettings,
      ...closings,
      'GET /api/reports/months/2026-11/payroll-exports': async () =>
        new Response(JSON.stringify({ month: '2026-11', exports: listed }), {
          headers: { 'content-type': 'application/json' },
        }),
      'GET /api/reports/months/2026-11/payroll/preview': { body: filePreview },
      'GET /api/reports/months/2026-11/payroll': async () => {
        listed = [{ ...handedOut, id: 'x2', at: '2026-12-03T10:00:00.000Z' }, handedOut];
        return new Response('Matricule;Nom', {
          headers: { 'content-disposition': 'attachment; filename="export-paie-2026-11.csv"' },
        });
      },
    });
    renderPage(<ReportsTab />, '/account?tab=reports&month=2026-11');
    const table = await screen.findByRole('table', { name: 'Fichiers remis' });
    const [header, first] = within(table).getAllByRole('row');
    expect(cellsOf(header!)).toEqual(['Date', 'Par', 'Format', 'Empreinte SHA-256']);
    expect(cellsOf(first!)).toEqual([
      '02/12/2026 10:15',
      'Compte entreprise',
      'Générique (CSV pour Excel)',
      'a'.repeat(64),
    ]);
    stubDialogs();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Télécharger l'export paie" }));
    const preview = screen.getByRole('dialog', { name: "Aperçu de l'export paie" });
    await user.click(await within(preview).findByRole('button', { name: 'Télécharger le fichier' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(fetchMock).toHaveBeenCalledWith('/api/reports/months/2026-11/payroll', expect.anything());
  });
});

describe("ReportsTab and the member's role", () => {
  it('gives a Comptable the report, its files and the payroll file, without the closing nor the codes to change', async () => {
    const fetchMock = mockApiAs(ACCOUNTANT_MEMBER, {
      'GET /api/reports/months/2026-11': { body: { ...report, validated: true } },
      ...payrollSettings,
      ...closings,
    });
    renderPage(<ReportsTab />, '/account?tab=reports&month=2026-11');
    expect(await screen.findByRole('button', { name: "Télécharger l'export paie" })).toBeEnabled();
    expect(await screen.findByRole('heading', { name: 'Codes de paie' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier le format' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Clôture du mois' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/timesheets/months/2026-11/closing',
    );
  });

  it('gives a Responsable de site the closing and the report, without the payroll export', async () => {
    mockApiAs(SITE_MANAGER_MEMBER, { 'GET /api/reports/months/2026-11': { body: report }, ...closings });
    renderPage(<ReportsTab />, '/account?tab=reports&month=2026-11');
    expect(await screen.findByRole('heading', { name: 'Clôture du mois' })).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Rapport mensuel de novembre 2026' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Export paie' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Télécharger l'export paie" })).toBeNull();
  });
});
