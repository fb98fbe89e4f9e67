import { employeeLimitReached } from '@pointeo/domain/employee-messages';
import { SPACE_MESSAGES } from '@pointeo/domain/employee-space';
import type { EmployeeList } from '@pointeo/domain/employees';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { PAYROLL_MESSAGES } from '@pointeo/domain/payroll-messages';
import type { Site, SiteList } from '@pointeo/domain/sites';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toasts';
import { OWNER_MEMBER, PAYROLL_MEMBER, SITE_MANAGER_MEMBER } from '../../test/render-page';
import { MAIN_SITE as SITE_FIXTURE } from '../../test/site-fixtures';
import { DIRECTOR } from './employee-fixtures';
import { EmployeesTab } from './employees-tab';

vi.mock('../../components/ui/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const director = DIRECTOR;
const zoe = {
  ...director,
  id: '00000000-0000-4000-8000-000000000002',
  firstName: 'Zoé',
  lastName: 'Martin',
  role: 'employee',
  zone: 'Fournil',
  lastCheckInTime: '2026-11-22T07:02:00.000Z',
  jobTitle: 'Boulangère',
} as const;
const adam = {
  ...zoe,
  id: '00000000-0000-4000-8000-000000000003',
  firstName: 'Adam',
  zone: null,
  hasPin: false,
  jobTitle: null,
};
const adamNeverClockedIn = { ...adam, lastCheckInTime: null };

const MAIN_SITE: Site = {
  ...SITE_FIXTURE,
  id: director.siteId,
  name: director.siteName,
  employeeCount: 3,
  kioskCount: 0,
};
const WAREHOUSE: Site = { ...MAIN_SITE, id: '00000000-0000-4000-8000-0000000000a2', name: 'Entrepôt' };

const GRATUIT_HALF_FULL: EmployeeList['headcount'] = { employees: 2, limit: 10, plan: 'Gratuit' };
const page = (employees: EmployeeList['employees'], headcount = GRATUIT_HALF_FULL): EmployeeList => ({
  employees,
  total: employees.length,
  page: 1,
  pageSize: 50,
  headcount,
});

/** What GET /api/employees/:id/pin answers: the list itself says only whether a PIN is set. */
const PINS: Record<string, string | null> = { [director.id]: '246810', [zoe.id]: '111111', [adam.id]: null };
const PIN_URL = /^\/api\/employees\/([^/]+)\/pin$/;
/** GET /api/employees/:id: one employee, read when the address names them. */
const ONE_URL = /^\/api\/employees\/([^/]+)$/;

let answer: (url: URL) => EmployeeList;
/** What GET /api/sites answers: one site unless a test says otherwise (the Site field then hides). */
let sites: SiteList;
/** What the server answers to an add, an edit or an archive. */
let writeAnswer: () => Response;
/** What GET /api/account/me answers: the owner unless a test says otherwise. */
let member: object;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  if (init?.method && init.method !== 'GET') return writeAnswer();
  const url = new URL(String(input), 'http://localhost');
  const pinOf = PIN_URL.exec(url.pathname)?.[1];
  const oneOf = ONE_URL.exec(url.pathname)?.[1];
  const one = oneOf ? answer(url).employees.find(({ id }) => id === oneOf) : undefined;
  if (oneOf && !one) return apiError(404, ErrorCode.NOT_FOUND, 'Employé introuvable');
  const body =
    url.pathname === '/api/account/me'
      ? member
      : url.pathname === '/api/sites'
        ? sites
        : pinOf
          ? { pinCode: PINS[pinOf] }
          : (one ?? answer(url));
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
});

beforeAll(() => {
  // jsdom has no modal dialogs yet.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  answer = () => page([director, zoe, adamNeverClockedIn]);
  sites = { plan: 'Gratuit', siteLimit: 1, sites: [MAIN_SITE] };
  writeAnswer = () => new Response(null, { status: 204 });
  member = OWNER_MEMBER;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const apiError = (status: number, code: ErrorCode, message: string) =>
  Response.json({ error: { code, message } }, { status });
const sessionExpired = () => apiError(401, ErrorCode.UNAUTHENTICATED, 'Non authentifié');

function renderTab(url = '/') {
  const router = createMemoryRouter([{ path: '*', element: <EmployeesTab /> }], { initialEntries: [url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

describe('EmployeesTab', () => {
  it('shows the count, the places left and each row as SPEC §2 describes', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: "Employés de l'entreprise" });
    expect(screen.getByText('2 employés')).toBeInTheDocument();
    expect(screen.getByText('8 places restantes sur 10 avec le plan Gratuit.')).toBeInTheDocument();

    const [, directionRow, zoeRow, adamRow] = within(table).getAllByRole('row');
    expect(directionRow).toHaveTextContent(
      /^DBDirectionNon renseigné••••••Code PIN masquéDirectionToutes les zonesJamais pointé$/,
    );
    expect(zoeRow).toHaveTextContent(
      /^ZMZoé MartinBoulangère••••••Code PIN masquéEmployéFournil22\/11\/2026 08:02$/,
    );
    expect(adamRow).toHaveTextContent(
      /^AMAdam MartinNon renseignéNon définiEmployéNon assignéJamais pointé$/,
    );
    expect(within(table).queryByText('246810')).toBeNull();
    expect(within(table).queryByText('111111')).toBeNull();

    expect(screen.getByRole('button', { name: 'Modifier Zoé Martin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archiver Zoé Martin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier Direction Boulangerie Martin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Archiver Direction/ })).toBeNull();
  });

  it("reveals one row's PIN with its own toggle button and masks it again", async () => {
    const user = userEvent.setup();
    renderTab();
    const table = await screen.findByRole('table', { name: "Employés de l'entreprise" });
    const reveal = within(table).getByRole('button', { name: 'Afficher le code PIN de Zoé Martin' });
    expect(reveal).toHaveAttribute('aria-pressed', 'false');
    expect(within(table).queryByRole('button', { name: /code PIN d'Adam/ })).toBeNull();

    await user.click(reveal);
    expect(await within(table).findByText('111111')).toBeInTheDocument();
    expect(within(table).queryByText('246810')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`/api/employees/${zoe.id}/pin`);
    const hide = within(table).getByRole('button', { name: 'Masquer le code PIN de Zoé Martin' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    await user.click(hide);
    expect(within(table).queryByText('111111')).toBeNull();
  });

  it('shows one card per employee on a phone, with the same facts and actions', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderTab();
    const cards = within(await screen.findByRole('list', { name: "Employés de l'entreprise" })).getAllByRole(
      'listitem',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards).toHaveLength(3);
    expect(cards[2]).toHaveTextContent('Adam Martin');
    expect(cards[2]).toHaveTextContent('Non défini');
    expect(cards[2]).toHaveTextContent('Non assigné');
    expect(within(cards[0]!).queryByRole('button', { name: /^Archiver/ })).toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: 'Archiver Zoé Martin' })).toBeInTheDocument();
  });

  it("searches on the server once typing pauses, and says 'Aucun employé trouvé'", async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('table');
    answer = (url) => page(url.searchParams.get('q') ? [] : [director, zoe]);

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un employé' }), 'zoé');
    expect(await screen.findByText('Aucun employé trouvé')).toBeInTheDocument();
    const searches = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/employees')
      .map((url) => url.search);
    expect(searches).toEqual(['?q=&page=1', '?q=zo%C3%A9&page=1']);
  });

  it('edits the direction with every field disabled but the PIN', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Modifier Direction Boulangerie Martin' }));
    const dialog = screen.getByRole('dialog', { name: "Modifier l'employé" });
    // Read for the form only: the list never carries it.
    expect(await within(dialog).findByLabelText('Code PIN')).toHaveValue('246810');
    for (const label of ['Prénom', 'Nom', 'Rôle', 'Zone']) {
      expect(within(dialog).getByLabelText(label)).toBeDisabled();
    }
    expect(within(dialog).getByLabelText('Code PIN')).toBeEnabled();
  });

  it("opens 'Importer des employés' in a dialog of its own, on its file field", async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Importer des employés' }));
    const dialog = screen.getByRole('dialog', { name: 'Importer des employés' });
    expect(within(dialog).getByLabelText('Fichier CSV ou XLSX')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
  });

  it('opens the add modal with the SPEC §5 fields and checks the names first', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Ajouter un employé' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un employé' });
    expect(within(dialog).getByLabelText('Rôle')).toHaveValue('employee');
    expect(within(dialog).getByLabelText('Poste')).toHaveValue('');
    expect(within(dialog).getByLabelText('Code PIN')).toHaveAccessibleDescription(
      'Code à 6 chiffres pour le pointage',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findAllByText('Le prénom et le nom sont obligatoires')).toHaveLength(2);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it("shows each employee's site and lets a new one be put on another site when the company has several", async () => {
    sites = { plan: 'Standard', siteLimit: null, sites: [MAIN_SITE, WAREHOUSE] };
    const user = userEvent.setup();
    renderTab();
    const table = await screen.findByRole('table', { name: "Employés de l'entreprise" });
    await within(table).findByRole('columnheader', { name: 'Site' });
    expect(within(table).getAllByText('Site principal')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Ajouter un employé' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un employé' });
    const site = within(dialog).getByLabelText('Site');
    expect(site).toHaveValue(MAIN_SITE.id);
    await user.selectOptions(site, 'Entrepôt');
    await user.type(within(dialog).getByLabelText(/^Prénom/), 'Inès');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nom/ }), 'Lefèvre');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toMatchObject({ siteId: WAREHOUSE.id });
  });

  it("sends 'Heures par semaine' in minutes, 35 h unless changed, and refuses more than 48 h", async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Ajouter un employé' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un employé' });
    const hours = within(dialog).getByLabelText(/^Heures par semaine/);
    expect(hours).toHaveValue('35');
    await user.type(within(dialog).getByLabelText(/^Prénom/), 'Inès');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nom/ }), 'Lefèvre');
    await user.type(within(dialog).getByLabelText('Poste'), 'Vendeuse');
    await user.clear(hours);
    await user.type(hours, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(hours).toHaveAccessibleDescription(
      /Les heures par semaine doivent être comprises entre 1\u202fh et 48\u202fh/,
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.clear(hours);
    await user.type(hours, '17,5');
    await user.type(within(dialog).getByLabelText('Matricule'), 'M-042');
    fireEvent.change(within(dialog).getByLabelText(/^Date d'entrée/), { target: { value: '2026-12-15' } });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toMatchObject({
      firstName: 'Inès',
      weeklyContractMinutes: 1050,
      jobTitle: 'Vendeuse',
      payrollNumber: 'M-042',
      hireDate: '2026-12-15',
    });
  });

  it("takes an optional 'Adresse e-mail', refuses a wrong one in French and keeps it on edit", async () => {
    answer = () => page([director, { ...zoe, email: 'zoe@exemple.fr' }]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Modifier Zoé Martin' }));
    const dialog = screen.getByRole('dialog', { name: "Modifier l'employé" });
    const email = await within(dialog).findByLabelText(/^Adresse e-mail/);
    expect(email).toHaveValue('zoe@exemple.fr');
    expect(email).toHaveAccessibleDescription(/réponse à ses demandes de congé/);
    await user.clear(email);
    await user.type(email, 'zoe@');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(email).toHaveAccessibleDescription(/L'adresse e-mail n'est pas valide/);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);

    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    await waitFor(() => expect(patches()).toHaveLength(1));
    // Emptied: the employee no longer has an address.
    expect(JSON.parse(String(patches()[0]?.[1]?.body))).toMatchObject({ email: null });
  });

  it('sends the employee saved with an address the link of his space, and offers none without one', async () => {
    answer = () => page([director, { ...zoe, email: 'zoe@exemple.fr' }, adamNeverClockedIn]);
    writeAnswer = () => Response.json({ message: SPACE_MESSAGES.linkSent('Zoé') });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Modifier Zoé Martin' }));
    const dialog = screen.getByRole('dialog', { name: "Modifier l'employé" });
    await user.click(await within(dialog).findByRole('button', { name: SPACE_MESSAGES.sendLink }));
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0]?.[0])).toBe(`/api/employee-space/employees/${zoe.id}/link`);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    await user.click(await screen.findByRole('button', { name: 'Modifier Adam Martin' }));
    const adams = screen.getByRole('dialog', { name: "Modifier l'employé" });
    await within(adams).findByLabelText(/^Adresse e-mail/);
    expect(within(adams).queryByRole('button', { name: SPACE_MESSAGES.sendLink })).toBeNull();
  });

  it("shows an employee's weekly hours when editing them", async () => {
    answer = () => page([director, { ...zoe, weeklyContractMinutes: 1470 }]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Modifier Zoé Martin' }));
    expect(
      await within(screen.getByRole('dialog', { name: "Modifier l'employé" })).findByLabelText(
        /^Heures par semaine/,
      ),
    ).toHaveValue('24,5');
  });

  it('opens the form of the employee the address names, and leaves the address when closed', async () => {
    const user = userEvent.setup();
    const { router } = renderTab(`/account?tab=employees&employee=${zoe.id}`);
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'employé" });
    expect(await within(dialog).findByLabelText(/^Prénom/)).toHaveValue('Zoé');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('?tab=employees');
  });

  it("takes an optional 'Centre de coût' for the payroll files, and keeps it on edit", async () => {
    answer = () => page([director, { ...zoe, costCentre: 'CC-FOURNIL' }]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Modifier Zoé Martin' }));
    const dialog = screen.getByRole('dialog', { name: "Modifier l'employé" });
    const field = await within(dialog).findByLabelText('Centre de coût');
    expect(field).toHaveValue('CC-FOURNIL');
    expect(field).toHaveAccessibleDescription(PAYROLL_MESSAGES.costCentreHint);
    await user.clear(field);
    await user.type(field, 'CC-VENTE');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(String(patches()[0]?.[1]?.body))).toMatchObject({ costCentre: 'CC-VENTE' });
  });

  it('says an employee the address names is not found', async () => {
    renderTab('/account?tab=employees&employee=00000000-0000-4000-8000-000000000099');
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'employé" });
    expect(await within(dialog).findByText(/Employé introuvable/)).toBeInTheDocument();
  });

  it('points to /pricing once the plan has no place left', async () => {
    answer = () => page([director], { employees: 10, limit: 10, plan: 'Gratuit' });
    renderTab();
    expect(
      await screen.findByText(/Limite de 10 employés atteinte avec le plan Gratuit/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passer à un plan supérieur' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('says an unlimited plan has no limit', async () => {
    answer = () => page([director], { employees: 5000, limit: null, plan: 'Premium' });
    renderTab();
    expect(await screen.findByText('Employés illimités avec le plan Premium.')).toBeInTheDocument();
    expect(screen.getByText(/^5\s000 employés$/)).toBeInTheDocument();
  });
});

describe("the member's role", () => {
  it('shows a Gestionnaire de paie the employees without a control to change them', async () => {
    member = PAYROLL_MEMBER;
    const archivedZoe = { ...zoe, leavingDate: '2026-10-31', archivedAt: '2026-11-02T09:00:00.000Z' };
    answer = (url) =>
      url.searchParams.get('status') === 'archived' ? page([archivedZoe]) : page([director, zoe]);
    const user = userEvent.setup();
    renderTab();
    const table = await screen.findByRole('table', { name: "Employés de l'entreprise" });
    expect(within(table).getByText('Zoé Martin')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    // The notice the employees are given is the only thing on the page to act on.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      "Notice d'information des salariés",
    ]);

    await user.click(screen.getByRole('radio', { name: 'Archivés' }));
    const list = await screen.findByRole('list', { name: 'Employés archivés' });
    expect(list).toHaveTextContent('Zoé Martin');
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('gives a Responsable de site the controls to add and change employees', async () => {
    member = SITE_MANAGER_MEMBER;
    renderTab();
    expect(await screen.findByRole('button', { name: 'Modifier Zoé Martin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un employé' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importer des employés' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afficher le code PIN de Zoé Martin' })).toBeInTheDocument();
  });
});

describe('archiving and restoring', () => {
  const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method);
  const archivedZoe = {
    ...zoe,
    hasPin: false,
    leavingDate: '2026-10-31',
    archivedAt: '2026-11-02T09:00:00.000Z',
  };

  it("'Archiver' asks for the leaving date and sends it", async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Archiver Zoé Martin' }));
    const dialog = screen.getByRole('dialog', { name: 'Archiver cet employé\u202f?' });
    const date = within(dialog).getByLabelText(/^Date de sortie/);
    fireEvent.change(date, { target: { value: '2026-10-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Archiver' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Employé archivé avec succès'));
    const [url, init] = writes()[0]!;
    expect([String(url), init?.method, JSON.parse(String(init?.body))]).toEqual([
      `/api/employees/${zoe.id}`,
      'DELETE',
      { leavingDate: '2026-10-31' },
    ]);
  });

  it('shows a refused leaving date under its field, in the dialog', async () => {
    writeAnswer = () =>
      Response.json(
        {
          error: {
            code: ErrorCode.VALIDATION_FAILED,
            message: "La date de sortie ne peut pas précéder la date d'entrée",
            fields: { leavingDate: "La date de sortie ne peut pas précéder la date d'entrée" },
          },
        },
        { status: 400 },
      );
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Archiver Zoé Martin' }));
    const dialog = screen.getByRole('dialog', { name: 'Archiver cet employé\u202f?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archiver' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "La date de sortie ne peut pas précéder la date d'entrée",
    );
    expect(within(dialog).getByLabelText(/^Date de sortie/)).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("'Archivés' lists the archived employees with their leaving date, and 'Restaurer' brings one back", async () => {
    answer = (url) =>
      url.searchParams.get('status') === 'archived'
        ? page([archivedZoe])
        : page([director, adamNeverClockedIn]);
    writeAnswer = () => Response.json({ ...zoe, hasPin: false });
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('table', { name: "Employés de l'entreprise" });
    await user.click(screen.getByRole('radio', { name: 'Archivés' }));

    const list = await screen.findByRole('list', { name: 'Employés archivés' });
    expect(list).toHaveTextContent(/Zoé Martin.*Date de sortie31\/10\/2026/);
    await user.click(within(list).getByRole('button', { name: 'Restaurer Zoé Martin' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Employé restauré avec succès'));
    const [url, init] = writes()[0]!;
    expect([String(url), init?.method]).toEqual([`/api/employees/${zoe.id}/restore`, 'POST']);
  });

  it("names the plan's limit when a restoration is refused", async () => {
    answer = () => page([archivedZoe], { employees: 10, limit: 10, plan: 'Gratuit' });
    writeAnswer = () => apiError(403, ErrorCode.EMPLOYEE_LIMIT_REACHED, employeeLimitReached('Gratuit', 10));
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('radio', { name: 'Archivés' }));
    await user.click(await screen.findByRole('button', { name: 'Restaurer Zoé Martin' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(`Erreur\u202f: ${employeeLimitReached('Gratuit', 10)}`),
    );
  });
});

describe('EmployeesTab errors', () => {
  const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method);

  /**
   * Waits for the one write to fail. The mutation is marked settled as its promise rejects, in the same
   * run of microtasks as the tab's catch, so no check can see it settled before that catch has run.
   */
  async function failedWrite(queryClient: QueryClient) {
    await waitFor(() => expect(writes()).toHaveLength(1));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
  }

  async function archiveZoe() {
    const user = userEvent.setup();
    const { queryClient } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Archiver Zoé Martin' }));
    const dialog = screen.getByRole('dialog', { name: 'Archiver cet employé\u202f?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archiver' }));
    await failedWrite(queryClient);
  }

  async function saveZoe() {
    const user = userEvent.setup();
    const { queryClient } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Modifier Zoé Martin' }));
    const dialog = screen.getByRole('dialog', { name: "Modifier l'employé" });
    await user.click(await within(dialog).findByRole('button', { name: 'Enregistrer' }));
    await failedWrite(queryClient);
  }

  it("says 'Erreur:' with the server's message when an archive fails", async () => {
    writeAnswer = () => apiError(500, ErrorCode.INTERNAL_ERROR, 'Le serveur a échoué');
    await archiveZoe();
    expect(toast.error).toHaveBeenCalledWith('Erreur\u202f: Le serveur a échoué');
  });

  it('leaves an expired session during an archive to the session-expiry notice, without a second toast', async () => {
    writeAnswer = sessionExpired;
    await archiveZoe();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says 'Erreur:' with the server's message when a save fails", async () => {
    writeAnswer = () => apiError(500, ErrorCode.INTERNAL_ERROR, 'Le serveur a échoué');
    await saveZoe();
    expect(toast.error).toHaveBeenCalledWith('Erreur\u202f: Le serveur a échoué');
  });

  it('leaves an expired session during a save to the session-expiry notice, without a second toast', async () => {
    writeAnswer = sessionExpired;
    await saveZoe();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
