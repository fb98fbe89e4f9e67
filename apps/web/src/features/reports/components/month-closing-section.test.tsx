import type { ClosingEmployee, MonthClosing, PayrollPreview } from '@pointeo/domain/month-closing';
import { DEFAULT_PAYROLL_SETTINGS } from '@pointeo/domain/payroll';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toasts';
import { saveFile } from '../../../lib/save-file';
import {
  apiError,
  asShown,
  mockApiAs,
  OWNER_MEMBER,
  PAYROLL_MEMBER,
  renderPage,
  SITE_MANAGER_MEMBER,
  stubDialogs,
} from '../../../test/render-page';
import { MonthClosingSection } from './month-closing-section';

vi.mock('../../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const employee = (overrides: Partial<ClosingEmployee>): ClosingEmployee => ({
  id: 'e1',
  firstName: 'Zoé',
  lastName: 'Martin',
  role: 'employee',
  payrollNumber: 'M-001',
  alertsCount: 0,
  toRegulariseCount: 0,
  inProgressCount: 0,
  validated: false,
  validatedAt: null,
  siteId: 'main',
  ...overrides,
});

const SITE_NAMES: Record<string, string> = { main: 'Site principal', lyon: 'Lyon' };

/** The closing the server answers: each site with its employees, as it counts them. */
const closing = (employees: ClosingEmployee[], validated = false): MonthClosing => ({
  month: '2026-10',
  validated,
  started: true,
  employees,
  sites: [...new Set(employees.map((row) => row.siteId!))].map((id) => {
    const ofSite = employees.filter((row) => row.siteId === id);
    return {
      id,
      name: SITE_NAMES[id]!,
      employeesCount: ofSite.length,
      validatedCount: ofSite.filter((row) => row.validated).length,
      blocked: ofSite
        .filter((row) => row.toRegulariseCount > 0)
        .map(
          (row) => `${row.lastName} ${row.firstName}\u202f: ${row.toRegulariseCount} pointage à régulariser`,
        ),
    };
  }),
});

const zoe = employee({ alertsCount: 2 });
const luc = employee({ id: 'e2', firstName: 'Luc', lastName: 'Bernard', toRegulariseCount: 1 });
const CLOSING = 'GET /api/timesheets/months/2026-10/closing';
const VALIDATE = 'POST /api/timesheets/months/2026-10/validate-employees';
const PREVIEW = 'GET /api/reports/months/2026-10/payroll/preview';
/** The layout the preview's file is written in (its separator cuts the lines into cells). */
const SETTINGS = { 'GET /api/reports/payroll-settings': { body: DEFAULT_PAYROLL_SETTINGS } };

beforeEach(stubDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('MonthClosingSection', () => {
  it('shows each employee with their alerts, entries to regularise and status', async () => {
    mockApiAs(OWNER_MEMBER, {
      [CLOSING]: { body: closing([zoe, luc, employee({ id: 'e3', firstName: 'Ana', validated: true })]) },
    });
    renderPage(<MonthClosingSection month="2026-10" />);
    const table = await screen.findByRole('table');
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Employé', 'Alertes', 'À régulariser', 'Statut']);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Martin Zoé', '2', '0', 'Non validé'],
      ['Bernard Luc', '0', '1', 'Non validé'],
      ['Martin Ana', '0', '0', 'Validé'],
    ]);
    expect(screen.getByText('1 sur 3 validés')).toBeInTheDocument();
    expect(within(rowOf('Martin Ana')).getByRole('checkbox')).toBeDisabled();
  });

  it('validates the selection after a confirmation, and says so', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      [CLOSING]: { body: closing([zoe, luc]) },
      [VALIDATE]: {
        body: {
          message: '1 employé validé pour ce mois',
          closing: closing([{ ...zoe, validated: true }, luc]),
        },
      },
    });
    renderPage(<MonthClosingSection month="2026-10" />);
    const user = userEvent.setup();
    const selection = await screen.findByRole('button', { name: 'Valider la sélection' });
    expect(selection).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Martin Zoé' }));
    await user.click(screen.getByRole('button', { name: 'Valider la sélection (1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Valider le mois' });
    expect(dialog).toHaveTextContent(asShown('Valider 1 employé pour ce mois'));
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('validate-employees'),
      expect.anything(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('1 employé validé pour ce mois'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ employeeIds: ['e1'] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows in the dialog the server's refusal naming who has entries to regularise, and validates nobody", async () => {
    const refusal = 'Impossible de valider\u202f: Bernard Luc\u202f: 1 pointage à régulariser';
    mockApiAs(OWNER_MEMBER, {
      [CLOSING]: { body: closing([zoe, luc]) },
      [VALIDATE]: apiError(409, 'MONTH_HAS_OPEN_ENTRIES', refusal),
    });
    renderPage(<MonthClosingSection month="2026-10" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tout valider' }));
    const dialog = screen.getByRole('dialog', { name: 'Valider le mois' });
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(asShown(refusal));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows each site's status when the company has several, and validates a site after a confirmation", async () => {
    const ana = employee({ id: 'e3', firstName: 'Ana', lastName: 'Petit', siteId: 'lyon' });
    const lucAtLyon = { ...luc, siteId: 'lyon' };
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      [CLOSING]: { body: closing([zoe, employee({ id: 'e4', firstName: 'Paul' }), lucAtLyon, ana]) },
      [VALIDATE]: {
        body: { message: '2 employés validés pour ce mois', closing: closing([zoe, lucAtLyon, ana]) },
      },
    });
    renderPage(<MonthClosingSection month="2026-10" />);
    const user = userEvent.setup();
    const sites = await screen.findByRole('table', { name: 'Statut des sites' });
    const [header, ...rows] = within(sites).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Site', 'Employés validés', 'Ce qui bloque', 'Valider le site']);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Site principal', '0 sur 2 validés', 'Rien', 'Valider le site'],
      ['Lyon', '0 sur 2 validés', 'Bernard Luc\u202f: 1 pointage à régulariser', 'Valider le site'],
    ]);
    // Lyon waits for Luc's entry; the company's closing still lists the whole month.
    expect(within(sites).getByRole('button', { name: 'Valider le site Lyon' })).toBeDisabled();
    expect(screen.getByText('0 sur 4 validés')).toBeInTheDocument();

    await user.click(within(sites).getByRole('button', { name: 'Valider le site Site principal' }));
    const dialog = screen.getByRole('dialog', { name: 'Valider le mois' });
    expect(dialog).toHaveTextContent(asShown('Valider le site Site principal pour ce mois (2 employés) ?'));
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 employés validés pour ce mois'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ employeeIds: ['e1', 'e4'] });
  });

  it('shows no site status for a company with one site', async () => {
    mockApiAs(OWNER_MEMBER, { [CLOSING]: { body: closing([zoe, luc]) } });
    renderPage(<MonthClosingSection month="2026-10" />);
    await screen.findByRole('table');
    expect(screen.queryByRole('table', { name: 'Statut des sites' })).toBeNull();
  });

  it('offers no validation of a month that has not started, and says why', async () => {
    mockApiAs(OWNER_MEMBER, { [CLOSING]: { body: { ...closing([zoe]), started: false } } });
    renderPage(<MonthClosingSection month="2026-10" />);
    expect(await screen.findByRole('button', { name: 'Tout valider' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Sélectionner Martin Zoé' })).toBeDisabled();
    expect(
      screen.getByText(asShown("Ce mois n'a pas encore commencé : il ne peut pas encore être validé.")),
    ).toBeInTheDocument();
  });

  it('keeps the payroll export until someone is validated', async () => {
    mockApiAs(OWNER_MEMBER, { [CLOSING]: { body: closing([zoe, luc]) } });
    renderPage(<MonthClosingSection month="2026-10" />);
    const exportButton = await screen.findByRole('button', { name: 'Exporter pour la paie' });
    expect(exportButton).toBeDisabled();
    expect(exportButton).toHaveAccessibleDescription("Validez au moins un employé avant l'export paie.");
  });

  it('previews the payroll lines of the validated employees, then downloads the file', async () => {
    const preview: PayrollPreview = {
      month: '2026-10',
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
          value: '151,67',
          unit: 'heures',
          from: '01/10/2026',
          to: '31/10/2026',
        },
      ],
      fileLines: [
        'Matricule;Nom;Prénom;Code;Libellé;Valeur;Date de début;Date de fin',
        'M-001;Martin;Zoé;HTRAV;Heures travaillées;151,67;01/10/2026;31/10/2026',
      ],
      fileLineCount: 2,
      problems: [],
    };
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      [CLOSING]: { body: closing([{ ...zoe, validated: true }, luc]) },
      [PREVIEW]: { body: preview },
      ...SETTINGS,
      'GET /api/reports/months/2026-10/payroll-exports': { body: { month: '2026-10', exports: [] } },
      'GET /api/reports/months/2026-10/payroll': async () =>
        new Response('Matricule;Nom', {
          headers: { 'content-disposition': 'attachment; filename="export-paie-2026-10.csv"' },
        }),
    });
    renderPage(<MonthClosingSection month="2026-10" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Exporter pour la paie' }));
    const dialog = screen.getByRole('dialog', { name: "Aperçu de l'export paie" });
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MatriculeNomPrénomCodeLibelléValeurDate de débutDate de fin',
      'M-001MartinZoéHTRAVHeures travaillées151,6701/10/202631/10/2026',
    ]);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/reports/months/2026-10/payroll', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Télécharger le fichier' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'export-paie-2026-10.csv'));
  });

  it('says an export would be empty and offers no download', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      [CLOSING]: { body: closing([{ ...zoe, validated: true }]) },
      [PREVIEW]: {
        body: {
          month: '2026-10',
          preset: 'generic',
          validatedCount: 1,
          lines: [],
          fileLines: [],
          fileLineCount: 0,
          problems: [],
        },
      },
      ...SETTINGS,
    });
    renderPage(<MonthClosingSection month="2026-10" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Exporter pour la paie' }));
    const dialog = screen.getByRole('dialog', { name: "Aperçu de l'export paie" });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(/^Cet export serait vide/);
    expect(within(dialog).queryByRole('button', { name: 'Télécharger le fichier' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/reports/months/2026-10/payroll', expect.anything());
  });
});

describe("MonthClosingSection and the member's role", () => {
  const ana = employee({ id: 'e3', firstName: 'Ana', lastName: 'Petit', siteId: 'lyon', validated: true });

  it("lets a Responsable de site validate employees one by one or a site, but not 'Tout valider' nor export", async () => {
    mockApiAs(SITE_MANAGER_MEMBER, { [CLOSING]: { body: closing([zoe, ana]) } });
    renderPage(<MonthClosingSection month="2026-10" />);
    expect(await screen.findByRole('checkbox', { name: 'Sélectionner Martin Zoé' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Valider la sélection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Valider le site Site principal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tout valider' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exporter pour la paie' })).toBeNull();
  });

  it('gives a Gestionnaire de paie every control of the closing', async () => {
    mockApiAs(PAYROLL_MEMBER, { [CLOSING]: { body: closing([zoe, ana]) } });
    renderPage(<MonthClosingSection month="2026-10" />);
    expect(await screen.findByRole('button', { name: 'Tout valider' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Valider la sélection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter pour la paie' })).toBeEnabled();
  });
});
