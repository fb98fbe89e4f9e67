import { ErrorCode } from '@pointeo/domain/error-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toasts';
import {
  apiError,
  mockApi,
  mockApiAs,
  OWNER_MEMBER,
  PAYROLL_MEMBER,
  renderPage,
  SITE_MANAGER_MEMBER,
  stubDialogs,
} from '../../test/render-page';
import { MAIN_SITE, requestsTo, siteIdsAsked, sitesAnswer, WAREHOUSE } from '../../test/site-fixtures';
import { LeaveTab } from './leave-tab';

vi.mock('../../components/ui/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

beforeAll(stubDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const TYPES = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    code: 'conges-payes',
    name: 'Congés payés',
    paid: true,
    countsAsWorkedTime: false,
  },
];
const ZOE = { id: 'e0000000-0000-4000-8000-000000000001', firstName: 'Zoé', lastName: 'Martin' };
const pending = {
  id: 'b0000000-0000-4000-8000-000000000001',
  employee: { ...ZOE, zone: 'Non assigné' },
  type: { id: TYPES[0]!.id, name: 'Congés payés', code: 'conges-payes' },
  startDate: '2026-12-14',
  endDate: '2026-12-16',
  startHalfDay: false,
  endHalfDay: true,
  days: 2.5,
  comment: 'Mariage',
  status: 'pending',
  source: 'kiosk',
  requestedAt: '2026-11-23T08:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  refusalReason: null,
  cancelledAt: null,
  cancelledBy: null,
  balance: [{ periodStart: '2026-06-01', periodEnd: '2027-05-31', before: 1, after: -1.5 }],
};
const period = (position: string, start: string, end: string) => ({
  start,
  end,
  position,
  acquired: 0,
  acquiring: position === 'next',
  opening: 0,
  adjustments: 0,
  taken: 0,
  planned: 0,
  pending: 0,
  remaining: 0,
});
const BALANCES = {
  settings: { counting: 'ouvrables', referenceStartMonth: 6, allowNegativeBalance: false },
  zones: ['Atelier', 'Quai'],
  employees: [
    {
      employee: { ...ZOE, zone: 'Quai' },
      periods: [
        period('previous', '2025-06-01', '2026-05-31'),
        {
          ...period('current', '2026-06-01', '2027-05-31'),
          acquired: 30,
          taken: 5,
          planned: 2,
          remaining: 25,
        },
        period('next', '2027-06-01', '2028-05-31'),
      ],
      adjustments: [],
    },
    {
      employee: {
        id: 'e0000000-0000-4000-8000-000000000002',
        firstName: 'Léo',
        lastName: 'Petit',
        zone: 'Atelier',
      },
      periods: [
        period('previous', '2025-06-01', '2026-05-31'),
        { ...period('current', '2026-06-01', '2027-05-31'), opening: 2, taken: 4, remaining: -2 },
        period('next', '2027-06-01', '2028-05-31'),
      ],
      adjustments: [],
    },
  ],
};

/** GET /api/leave/absences as the server answers it: one page of the pending or the decided ones. */
const absencesOf =
  (all: () => Array<{ status: string }>, pageSize = 50) =>
  async (url: URL) => {
    const wanted = url.searchParams.get('status');
    const page = Number(url.searchParams.get('page') ?? '1');
    const matching = all().filter((absence) => (wanted === 'pending') === (absence.status === 'pending'));
    return Response.json({
      absences: matching.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      total: matching.length,
    });
  };

describe('LeaveTab', () => {
  it('cancels an approved absence after a confirmation, and shows who cancelled it', async () => {
    const approved = {
      ...pending,
      status: 'approved',
      decidedAt: '2026-11-23T09:00:00.000Z',
      decidedBy: { id: 'company', name: 'Compte entreprise' },
    };
    const cancelled = {
      ...approved,
      status: 'cancelled',
      cancelledAt: '2026-11-24T10:00:00.000Z',
      cancelledBy: { id: 'company', name: 'Compte entreprise' },
    };
    let absences: Array<{ status: string }> = [approved];
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/leave/types': { body: TYPES },
      'GET /api/leave/absences': absencesOf(() => absences),
      'GET /api/leave/balances': { body: BALANCES },
      [`POST /api/leave/absences/${pending.id}/cancel`]: async () => {
        absences = [cancelled];
        return Response.json({ message: 'Absence annulée', absence: cancelled });
      },
    });
    renderPage(<LeaveTab />, '/account?tab=leave');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Annuler l'absence de Zoé Martin" }));
    const dialog = await screen.findByRole('dialog', { name: "Annuler l'absence" });
    expect(within(dialog).getByText(/sera annulée/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: "Annuler l'absence" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Absence annulée'));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/leave/absences/${pending.id}/cancel`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await screen.findByText('Annulée')).toBeInTheDocument();
    expect(screen.getByText(/Annulée par/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Annuler l'absence de Zoé Martin" })).not.toBeInTheDocument();
  });

  it('pages the decided absences as the server pages them', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      ...pending,
      id: `b0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      employee: { ...pending.employee, firstName: `Employé ${index + 1}` },
      status: 'approved',
      decidedAt: '2026-11-23T09:00:00.000Z',
      decidedBy: { id: 'company', name: 'Compte entreprise' },
    }));
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/leave/types': { body: TYPES },
      'GET /api/leave/absences': absencesOf(() => many),
      'GET /api/leave/balances': { body: BALANCES },
    });
    renderPage(<LeaveTab />, '/account?tab=leave');
    const section = (await screen.findByRole('heading', { name: 'Absences' })).closest('section')!;
    await within(section).findByText('Employé 1 Martin');
    expect(within(section).getAllByRole('listitem')).toHaveLength(50);
    const pages = within(section).getByRole('navigation', { name: 'Pages des absences' });
    expect(within(pages).getByText('Page 1 sur 2')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: /Suivante/ }));
    expect(await within(section).findByText('Employé 51 Martin')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(10);
    const asked = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('absences'));
    expect(asked).toContain('/api/leave/absences?status=decided&page=2');
  });

  it('shows what leave management does and the way to upgrade on a plan without it', async () => {
    const message =
      'La fonctionnalité «\u202fGestion des congés\u202f» est réservée aux plans Standard et Premium.';
    mockApiAs(OWNER_MEMBER, {
      'GET /api/leave/types': apiError(403, ErrorCode.FEATURE_NOT_IN_PLAN, message),
    });
    renderPage(<LeaveTab />, '/account?tab=leave');
    // Testing Library folds no-break spaces into spaces before matching.
    expect(await screen.findByText(message.replaceAll('\u202f', ' '))).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Voir les plans' })).toHaveAttribute('href', '/pricing');
  });

  it('tells a Responsable de site on a plan without leave that only an administrateur changes the plan', async () => {
    mockApiAs(SITE_MANAGER_MEMBER, {
      'GET /api/leave/types': apiError(403, ErrorCode.FEATURE_NOT_IN_PLAN, 'Réservé aux plans payants.'),
    });
    renderPage(<LeaveTab />, '/account?tab=leave');
    expect(await screen.findByText('Seul un administrateur peut changer de plan.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voir les plans' })).toBeNull();
  });

  it("opens on the request the e-mail links to ('#demande-…'), focused", async () => {
    const other = {
      ...pending,
      id: 'b0000000-0000-4000-8000-000000000002',
      employee: { ...pending.employee, firstName: 'Léo' },
    };
    mockApiAs(OWNER_MEMBER, {
      'GET /api/leave/types': { body: TYPES },
      'GET /api/leave/absences': absencesOf(() => [pending, other]),
      'GET /api/leave/balances': { body: BALANCES },
    });
    renderPage(<LeaveTab />, `/account?tab=leave#demande-${other.id}`);
    const request = await screen.findByRole('listitem', { name: 'Léo Martin' });
    await waitFor(() => expect(request).toHaveFocus());
    expect(request).toHaveAttribute('id', `demande-${other.id}`);
  });

  it('looks through the next pages for the request the e-mail links to', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      ...pending,
      id: `b0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      employee: { ...pending.employee, firstName: `Employé ${index + 1}` },
    }));
    mockApiAs(OWNER_MEMBER, {
      'GET /api/leave/types': { body: TYPES },
      'GET /api/leave/absences': absencesOf(() => many),
      'GET /api/leave/balances': { body: BALANCES },
    });
    renderPage(<LeaveTab />, `/account?tab=leave#demande-${many[55]!.id}`);
    const request = await screen.findByRole('listitem', { name: 'Employé 56 Martin' });
    await waitFor(() => expect(request).toHaveFocus());
    const pages = screen.getByRole('navigation', { name: 'Pages des demandes en attente' });
    expect(within(pages).getByText('Page 2 sur 2')).toBeInTheDocument();
  });

  it('approves a pending request and refuses another only with a reason', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/leave/types': { body: TYPES },
      'GET /api/leave/absences': absencesOf(() => [pending]),
      'GET /api/leave/balances': { body: BALANCES },
      [`POST /api/leave/absences/${pending.id}/approve`]: {
        body: {
          message: 'Demande approuvée',
          absence: { ...pending, status: 'approved', balance: [] },
          warning: 'Attention : le solde de congés payés devient négatif',
        },
      },
    });
    renderPage(<LeaveTab />, '/account?tab=leave');
    const item = (await screen.findByText('Zoé Martin')).closest('li')!;
    expect(
      within(item).getByText('Congés payés · Du 14/12/2026 au 16/12/2026 midi · 2,5 jours'),
    ).toBeInTheDocument();
    expect(within(item).getByText('En attente')).toBeInTheDocument();
    // The balance before and after approving it; a negative one says so in words, and in red.
    // (the matchers fold the no-break spaces into plain ones)
    expect(item).toHaveTextContent('Solde avant : 1 jour · Solde après : \u22121,5 jour (négatif)');
    expect(within(item).getByText('\u22121,5 jour (négatif)')).toHaveClass('text-red-700');

    await userEvent.click(within(item).getByRole('button', { name: 'Refuser la demande de Zoé Martin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser la demande' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await within(dialog).findByText('Le motif est obligatoire')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));

    await userEvent.click(within(item).getByRole('button', { name: 'Approuver la demande de Zoé Martin' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Demande approuvée'));
    expect(toast.info).toHaveBeenCalledWith('Attention : le solde de congés payés devient négatif');
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/leave/absences/${pending.id}/approve`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('opens Refuser on its reason, and moves the focus to the next request once one is answered', async () => {
    const ADAM = { id: 'e0000000-0000-4000-8000-000000000002', firstName: 'Adam', lastName: 'Bernard' };
    const INES = { id: 'e0000000-0000-4000-8000-000000000003', firstName: 'Inès', lastName: 'Lefèvre' };
    const second = {
      ...pending,
      id: 'b0000000-0000-4000-8000-000000000002',
      employee: { ...ADAM, zone: 'Non assigné' },
    };
    const third = {
      ...pending,
      id: 'b0000000-0000-4000-8000-000000000003',
      employee: { ...INES, zone: 'Non assigné' },
    };
    let waiting = [pending, second, third];
    const answer = (id: string, status: string) => async () => {
      const absence = waiting.find((request) => request.id === id)!;
      waiting = waiting.filter((request) => request.id !== id);
      return Response.json({ message: 'ok', absence: { ...absence, status } });
    };
    mockApiAs(OWNER_MEMBER, {
      'GET /api/leave/types': { body: TYPES },
      'GET /api/leave/absences': absencesOf(() => waiting),
      'GET /api/leave/balances': { body: BALANCES },
      [`POST /api/leave/absences/${pending.id}/approve`]: answer(pending.id, 'approved'),
      [`POST /api/leave/absences/${third.id}/refuse`]: answer(third.id, 'refused'),
      [`POST /api/leave/absences/${second.id}/approve`]: answer(second.id, 'approved'),
    });
    renderPage(<LeaveTab />, '/account?tab=leave');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Approuver la demande de Zoé Martin' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Adam Bernard' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: "Refuser la demande d'Inès Lefèvre" }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser la demande' });
    const reason = within(dialog).getByLabelText(/^Motif du refus/);
    expect(reason).toHaveFocus();
    await user.type(reason, 'Inventaire');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    // The last one answered: the one before it takes the focus.
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Adam Bernard' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: "Approuver la demande d'Adam Bernard" }));
    // None left: the heading of the list, which now says so.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /^Demandes en attente \(0\)/ })).toHaveFocus(),
    );
  });

  it("shows each employee's balances by period from the keyboard-reachable 'Soldes' tab", async () => {
    mockApiAs(OWNER_MEMBER, {
      'GET /api/leave/types': { body: TYPES },
      'GET /api/leave/absences': absencesOf(() => []),
      'GET /api/leave/balances': { body: BALANCES },
    });
    renderPage(<LeaveTab />, '/account?tab=leave');
    await userEvent.click(await screen.findByRole('tab', { name: 'Soldes' }));
    // One line per employee: acquired, taken, planned, waiting, remaining of the current period.
    const table = await screen.findByRole('table', { name: 'Soldes de congés payés de la période en cours' });
    const zoe = within(table).getByRole('row', { name: /Zoé Martin/ });
    expect(
      within(zoe)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Quai',
      // A no-break space between a figure and its unit.
      ...['30 jours', '3 jours', '2 jours', '0 jour', '25 jours'].map((days) => days.replace(' ', '\u00a0')),
      expect.any(String),
    ]);
    // A negative balance is red and says so in words.
    const leo = within(table).getByRole('row', { name: /Léo Petit/ });
    expect(within(leo).getByText('\u22122 jours (négatif)')).toHaveClass('text-red-700');
    // The zone filter (sites do not exist yet).
    await userEvent.selectOptions(screen.getByLabelText('Zone'), 'Atelier');
    expect(within(table).queryByRole('row', { name: /Zoé Martin/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Léo Petit/ })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Zone'), '');

    await userEvent.click(within(table).getByRole('button', { name: 'Détail de Zoé Martin' }));
    const current = await screen.findByRole('region', { name: 'Période en cours, Zoé Martin' });
    expect(within(current).getByText('Du 01/06/2026 au 31/05/2027')).toBeInTheDocument();
    expect(within(current).getByText('25 jours')).toBeInTheDocument();
  });

  it("shows the balance before and after in 'Saisir une absence' before it is sent", async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/leave/types': { body: TYPES },
      'GET /api/leave/absences': absencesOf(() => []),
      'GET /api/leave/balances': { body: BALANCES },
      [`POST /api/leave/employees/${ZOE.id}/absences/preview`]: {
        body: {
          balance: [{ periodStart: '2026-06-01', periodEnd: '2027-05-31', before: 1, after: -1 }],
          allowNegativeBalance: false,
        },
      },
    });
    renderPage(<LeaveTab />, '/account?tab=leave');
    await userEvent.click(await screen.findByRole('button', { name: 'Saisir une absence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saisir une absence' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Employé/), ZOE.id);
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Type d'absence/), TYPES[0]!.id);
    await userEvent.type(within(dialog).getByLabelText(/^Du/), '2026-12-14');
    await userEvent.type(within(dialog).getByLabelText(/^Au/), '2026-12-15');
    expect(await within(dialog).findByText(/Le solde deviendrait négatif/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Solde avant : 1 jour · Solde après : \u22121 jour (négatif)');
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/leave/employees/${ZOE.id}/absences/preview`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('imports opening balances from a CSV only after a preview without errors', async () => {
    const line = (number: number, error: string | null) => ({
      line: number,
      employee: error ? null : { id: ZOE.id, name: 'Zoé Martin' },
      days: 12.5,
      asOf: '2026-06-01',
      periodStart: '2026-06-01',
      error,
    });
    let lines = [line(2, null), line(3, 'Employé introuvable')];
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/leave/types': { body: TYPES },
      'GET /api/leave/absences': absencesOf(() => []),
      'GET /api/leave/balances': { body: BALANCES },
      'POST /api/leave/opening-balances/preview': async () =>
        new Response(JSON.stringify({ lines }), { headers: { 'content-type': 'application/json' } }),
      'POST /api/leave/opening-balances/import': {
        body: { message: "1 solde d'ouverture importé", count: 1 },
      },
    });
    renderPage(<LeaveTab />, '/account?tab=leave');
    await userEvent.click(await screen.findByRole('tab', { name: 'Soldes' }));
    await userEvent.click(await screen.findByRole('button', { name: "Importer les soldes d'ouverture" }));
    const dialog = await screen.findByRole('dialog', { name: "Importer les soldes d'ouverture" });
    const csv = 'matricule;nom;solde;date\nA012;;12,5;01/06/2026\n;Personne;1;01/06/2026\n';
    await userEvent.upload(within(dialog).getByLabelText('Fichier CSV'), new File([csv], 'soldes.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prévisualiser' }));
    expect(await within(dialog).findByText('Employé introuvable')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 ligne en erreur sur 2');
    expect(within(dialog).getByRole('button', { name: "Confirmer l'import" })).toBeDisabled();

    lines = [line(2, null)];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prévisualiser' }));
    expect(await within(dialog).findByText('1 ligne prête à importer.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: "Confirmer l'import" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("1 solde d'ouverture importé"));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/leave/opening-balances/import',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ csv }) }),
    );
  });

  it('shows the team month with holidays and flags, filtered by zone', async () => {
    const days = Array.from({ length: 30 }, (_, index) => {
      const date = `2026-11-${String(index + 1).padStart(2, '0')}`;
      return { date, holidayName: date === '2026-11-11' ? 'Armistice' : null, sunday: (index + 1) % 7 === 1 };
    });
    const planning = (zone: string | null) => ({
      month: '2026-11',
      previousMonth: '2026-10',
      nextMonth: '2026-12',
      zones: ['Atelier', 'Quai'],
      days,
      employees: [
        {
          ...ZOE,
          zone: 'Quai',
          cells: [
            {
              date: '2026-11-16',
              absenceName: 'Congés payés',
              status: 'approved',
              halfDay: false,
              overlap: true,
              punched: true,
            },
          ],
        },
      ].filter((employee) => zone === null || employee.zone === zone),
    });
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/leave/types': { body: TYPES },
      'GET /api/leave/absences': absencesOf(() => []),
      'GET /api/leave/balances': { body: BALANCES },
      'GET /api/leave/planning': async () =>
        new Response(
          JSON.stringify(
            planning(new URL(String(fetchMock.mock.lastCall?.[0]), 'http://x').searchParams.get('zone')),
          ),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
    });
    renderPage(<LeaveTab />, '/account?tab=leave');
    await userEvent.click(await screen.findByRole('tab', { name: 'Planning' }));
    const table = await screen.findByRole('table', { name: 'Absences et demandes de novembre 2026' });
    expect(
      within(table).getByRole('columnheader', { name: /^11\s*, férié \(Armistice\)$/ }),
    ).toBeInTheDocument();
    const zoeRow = within(table).getByRole('row', { name: /Zoé Martin/ });
    expect(zoeRow).toHaveTextContent(
      'Congés payés, approuvée, chevauche une autre absence de la zone, pointage ce jour-là',
    );

    await userEvent.selectOptions(screen.getByLabelText('Zone'), 'Atelier');
    expect(await screen.findByText('Aucun employé dans cette zone')).toBeInTheDocument();
    expect(String(fetchMock.mock.lastCall?.[0])).toBe('/api/leave/planning?zone=Atelier');
  });

  it("asks for the chosen site's requests, absences, balances and planning", async () => {
    const fetchMock = mockApi({
      'GET /api/leave/types': { body: TYPES },
      'GET /api/leave/absences': absencesOf(() => [pending]),
      'GET /api/leave/balances': { body: BALANCES },
      'GET /api/leave/planning': {
        body: {
          month: '2026-11',
          previousMonth: '2026-10',
          nextMonth: '2026-12',
          zones: [],
          days: [],
          employees: [],
        },
      },
      ...sitesAnswer([MAIN_SITE, WAREHOUSE]),
    });
    const router = renderPage(<LeaveTab />, '/account?tab=leave');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Site' }), 'Entrepôt');
    expect(new URLSearchParams(router.state.location.search).get('site')).toBe(WAREHOUSE.id);
    await waitFor(() => {
      const asked = requestsTo(fetchMock, '/api/leave/absences')
        .filter((url) => url.searchParams.get('siteId') === WAREHOUSE.id)
        .map((url) => url.searchParams.get('status'));
      expect(new Set(asked)).toEqual(new Set(['pending', 'decided']));
    });
    await waitFor(() => expect(siteIdsAsked(fetchMock, '/api/leave/balances').at(-1)).toBe(WAREHOUSE.id));

    await userEvent.click(screen.getByRole('tab', { name: 'Planning' }));
    // Every planning asked is the chosen site's: it opens after the choice.
    await waitFor(() =>
      expect(new Set(siteIdsAsked(fetchMock, '/api/leave/planning'))).toEqual(new Set([WAREHOUSE.id])),
    );
  });

  it("changes whether a type counts as worked time from 'Paramètres'", async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/leave/types': { body: TYPES },
      'GET /api/leave/absences': absencesOf(() => []),
      'GET /api/leave/balances': { body: BALANCES },
      'GET /api/leave/settings': { body: { counting: 'ouvrables', referenceStartMonth: 6 } },
      [`PUT /api/leave/types/${TYPES[0]!.id}`]: {
        body: { message: "Type d'absence modifié", type: { ...TYPES[0], countsAsWorkedTime: true } },
      },
    });
    renderPage(<LeaveTab />, '/account?tab=leave');
    await userEvent.click(await screen.findByRole('tab', { name: 'Paramètres' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Congés payés' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congés payés' });
    await userEvent.click(within(dialog).getByLabelText(/^Compte pour les heures supplémentaires/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Type d'absence modifié"));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ paid: true, countsAsWorkedTime: true });
  });
});

describe("LeaveTab and the member's role", () => {
  const approved = {
    ...pending,
    id: 'b0000000-0000-4000-8000-000000000002',
    status: 'approved',
    decidedAt: '2026-11-23T09:00:00.000Z',
    decidedBy: { id: 'company', name: 'Compte entreprise' },
  };
  const leaveApiAs = (member: object) =>
    mockApiAs(member, {
      'GET /api/leave/types': { body: TYPES },
      'GET /api/leave/absences': absencesOf(() => [pending, approved]),
      'GET /api/leave/balances': { body: BALANCES },
      'GET /api/leave/settings': {
        body: { counting: 'ouvrables', referenceStartMonth: 6, allowNegativeBalance: false },
      },
    });

  it('shows a Gestionnaire de paie the requests, balances and settings without a control to change them', async () => {
    leaveApiAs(PAYROLL_MEMBER);
    renderPage(<LeaveTab />, '/account?tab=leave');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: /^Demandes en attente \(1\)/ })).toBeInTheDocument();
    expect(await screen.findAllByText(/Zoé Martin/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Approuver/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Refuser/ })).toBeNull();
    expect(screen.queryByRole('button', { name: "Annuler l'absence de Zoé Martin" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Saisir une absence' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Soldes' }));
    const table = await screen.findByRole('table', { name: 'Soldes de congés payés de la période en cours' });
    expect(within(table).getByRole('button', { name: 'Détail de Zoé Martin' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Ajuster/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Solde d'ouverture/ })).toBeNull();
    expect(screen.queryByRole('button', { name: "Importer les soldes d'ouverture" })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Paramètres' }));
    expect(await screen.findByLabelText(/^Décompte des jours/)).toBeDisabled();
    expect(screen.getByText('Seul un administrateur peut modifier ces réglages.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer les paramètres' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter un type' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifier Congés payés' })).toBeNull();
  });

  it('lets a Responsable de site answer requests and adjust balances, but not change the settings', async () => {
    leaveApiAs(SITE_MANAGER_MEMBER);
    renderPage(<LeaveTab />, '/account?tab=leave');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('button', { name: 'Approuver la demande de Zoé Martin' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Annuler l'absence de Zoé Martin" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saisir une absence' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Soldes' }));
    const table = await screen.findByRole('table', { name: 'Soldes de congés payés de la période en cours' });
    expect(within(table).getByRole('button', { name: 'Ajuster le solde de Zoé Martin' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Solde d'ouverture/ })).toBeNull();
    expect(screen.queryByRole('button', { name: "Importer les soldes d'ouverture" })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Paramètres' }));
    expect(await screen.findByLabelText(/^Décompte des jours/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Ajouter un type' })).toBeNull();
  });

  it('gives the Administrateur the settings to change', async () => {
    leaveApiAs(OWNER_MEMBER);
    renderPage(<LeaveTab />, '/account?tab=leave');
    await userEvent.click(await screen.findByRole('tab', { name: 'Paramètres' }));
    expect(await screen.findByRole('button', { name: 'Enregistrer les paramètres' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Décompte des jours/)).toBeEnabled();
    expect(screen.queryByText('Seul un administrateur peut modifier ces réglages.')).toBeNull();
  });
});
