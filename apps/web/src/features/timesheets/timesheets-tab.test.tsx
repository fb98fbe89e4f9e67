import { ErrorCode } from '@pointeo/domain/error-codes';
import { HOURS_ALERT_LABELS } from '@pointeo/domain/hours-rules';
import { TIMESHEET_MESSAGES } from '@pointeo/domain/timesheet-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toasts';
import {
  asShown,
  mockApi,
  OWNER_MEMBER,
  PAYROLL_MEMBER,
  renderPage,
  SITE_MANAGER_MEMBER,
  stubDialogs,
} from '../../test/render-page';
import { MAIN_SITE, requestsTo, siteIdsAsked, sitesAnswer, WAREHOUSE } from '../../test/site-fixtures';
import {
  ADAM_ID,
  closedEntryHistory,
  employeeMonth,
  forgottenDepartures,
  NO_FORGOTTEN_DEPARTURES,
  openStatus,
  validatedStatus,
  weekView,
  ZOE_ID,
} from './timesheet-fixtures';
import { TimesheetsTab } from './timesheets-tab';

vi.mock('../../components/ui/toasts', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const SETTINGS = {
  nightStart: '21:00',
  nightEnd: '06:00',
  complementaryUpToThird: false,
  doublePunchWindowSeconds: 60,
};
const WEEK_PAGE = '/account?tab=time';
const MONTH_PAGE = `/account?tab=time&employee=${ZOE_ID}&month=2026-11`;
const MONTH_PATH = `GET /api/timesheets/employees/${ZOE_ID}/month`;
const ok = (body: unknown) => ({ body });
const correction = { message: 'ok', entryId: 'entry-open' };

beforeAll(stubDialogs);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

type Answers = Parameters<typeof mockApi>[0];

function weekPage(answers: Answers = {}) {
  const fetchMock = mockApi({
    'GET /api/account/me': ok(OWNER_MEMBER),
    'GET /api/timesheets/week': ok(weekView()),
    'GET /api/timesheets/forgotten-departures': ok(NO_FORGOTTEN_DEPARTURES),
    'GET /api/timesheets/correction-requests': ok({ requests: [] }),
    'GET /api/timesheets/settings': ok(SETTINGS),
    [MONTH_PATH]: ok(employeeMonth()),
    ...answers,
  });
  const router = renderPage(<TimesheetsTab />, WEEK_PAGE);
  return { fetchMock, router };
}

function monthPage(answers: Answers = {}) {
  const fetchMock = mockApi({
    'GET /api/account/me': ok(OWNER_MEMBER),
    [MONTH_PATH]: ok(employeeMonth()),
    ...answers,
  });
  renderPage(<TimesheetsTab />, MONTH_PAGE);
  return fetchMock;
}

/** The addresses asked with this method, query string included. */
const calls = (fetchMock: ReturnType<typeof mockApi>, method = 'GET') =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

const phone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe('TimesheetsTab week', () => {
  it("asks for the week of the address's site, keeps the week on a new choice, and leads to the month with it", async () => {
    const fetchMock = mockApi({
      'GET /api/timesheets/week': ok(weekView()),
      'GET /api/timesheets/forgotten-departures': ok(NO_FORGOTTEN_DEPARTURES),
      'GET /api/timesheets/settings': ok(SETTINGS),
      ...sitesAnswer([MAIN_SITE, WAREHOUSE]),
    });
    const router = renderPage(<TimesheetsTab />, `${WEEK_PAGE}&week=2026-11-16&site=${WAREHOUSE.id}`);
    const select = await screen.findByRole('combobox', { name: 'Site' });
    await waitFor(() => expect(siteIdsAsked(fetchMock, '/api/timesheets/week')).toContain(WAREHOUSE.id));
    expect(siteIdsAsked(fetchMock, '/api/timesheets/forgotten-departures')).toEqual(
      expect.arrayContaining([WAREHOUSE.id]),
    );
    expect(siteIdsAsked(fetchMock, '/api/timesheets/forgotten-departures')).not.toContain(null);
    expect(siteIdsAsked(fetchMock, '/api/timesheets/week')).not.toContain(null);
    expect(select).toHaveValue(WAREHOUSE.id);
    expect(await screen.findByRole('link', { name: 'Zoé Martin' })).toHaveAttribute(
      'href',
      expect.stringContaining(`site=${WAREHOUSE.id}`),
    );

    await userEvent.selectOptions(select, 'Site principal');
    await waitFor(() => expect(siteIdsAsked(fetchMock, '/api/timesheets/week').at(-1)).toBe(MAIN_SITE.id));
    expect(requestsTo(fetchMock, '/api/timesheets/week').at(-1)?.searchParams.get('week')).toBe('2026-11-16');
    expect(new URLSearchParams(router.state.location.search).get('site')).toBe(MAIN_SITE.id);
  });

  it("shows every employee's seven days, total, overtime and alerts in a table", async () => {
    weekPage();
    const table = await screen.findByRole('table', { name: 'Temps travaillés du 16 au 22 novembre 2026' });
    expect(screen.getByRole('heading', { name: 'Semaine du 16 au 22 novembre 2026' })).toBeInTheDocument();
    const [header, zoeRow, adamRow] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Employé',
      'lun. 16/11',
      'mar. 17/11',
      'mer. 18/11',
      'jeu. 19/11',
      'ven. 20/11',
      'sam. 21/11',
      'dim. 22/11',
      'Total',
      'Absences payées',
      'Heures sup.',
      'Alertes',
    ]);
    expect(zoeRow).toHaveTextContent(/^Zoé Martin7h30—À régulariser—————7h300h000h00—$/);
    expect(adamRow).toHaveTextContent(/^Adam Bernard7h367h367h361 alerte7h367h36——38h000h003h001 alerte$/);
  });

  it('adds the heures complémentaires at 10 % and 25 % and the 1 May hours only when a row has some', async () => {
    const view = weekView();
    const [zoeRow, adamRow] = view.employees;
    weekPage({
      'GET /api/timesheets/week': ok({
        ...view,
        employees: [
          { ...zoeRow!, mayDayMinutes: 0 },
          { ...adamRow!, complementaryMinutes: 180, complementary10Minutes: 144, complementary25Minutes: 36 },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Temps travaillés du 16 au 22 novembre 2026' });
    const [header, , adam] = within(table).getAllByRole('row');
    const headers = within(header!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(-4)).toEqual([
      'Heures sup.',
      'Heures complémentaires 10\u00a0%',
      'Heures complémentaires 25\u00a0%',
      'Alertes',
    ]);
    expect(headers).not.toContain('Heures du 1er mai');
    expect(adam).toHaveTextContent(/38h000h003h002h240h361 alerte$/);
  });

  it("shows a month's 1 May hours and heures complémentaires in its totals", async () => {
    const month = employeeMonth();
    monthPage({
      [MONTH_PATH]: ok({
        ...month,
        totals: {
          ...month.totals,
          mayDayMinutes: 240,
          complementary10Minutes: 144,
          complementary25Minutes: 36,
        },
      }),
    });
    const totals = await screen.findByRole('region', { name: 'Totaux du mois' });
    expect(within(totals).getByText('Heures du 1er mai').nextSibling).toHaveTextContent('4h00');
    expect(within(totals).getByText('Heures complémentaires 10 %').nextSibling).toHaveTextContent('2h24');
    expect(within(totals).getByText('Heures complémentaires 25 %').nextSibling).toHaveTextContent('0h36');
  });

  it("lists the entries 'À régulariser', each leading to the month where it is corrected", async () => {
    weekPage();
    const section = await screen.findByRole('region', { name: 'À régulariser (1)' });
    expect(section).toHaveTextContent('Zoé Martin, arrivée le mardi 17 novembre à 08:00');
    expect(
      within(section).getByRole('link', {
        name: 'Régulariser le pointage de Zoé Martin du mardi 17 novembre à 08:00',
      }),
    ).toHaveAttribute('href', `/account?tab=time&employee=${ZOE_ID}&month=2026-11`);
  });

  it("lists the 'Départs non pointés' beside the entries 'À régulariser', each leading to the month where the departure is given", async () => {
    weekPage({ 'GET /api/timesheets/forgotten-departures': ok(forgottenDepartures()) });
    const section = await screen.findByRole('region', { name: 'Départs non pointés (1)' });
    expect(section).toHaveTextContent(
      'Adam Bernard (Entrepôt), arrivée le jeudi 19 novembre à 16:30, fin de journée à 18:00',
    );
    expect(section).toHaveTextContent(asShown('Après 16\u202fh, ils passent «\u202fÀ régulariser\u202f».'));
    expect(
      within(section).getByRole('link', {
        name: "Indiquer le départ du pointage d'Adam Bernard du jeudi 19 novembre à 16:30",
      }),
    ).toHaveAttribute('href', `/account?tab=time&employee=${ADAM_ID}&month=2026-11`);
    // One entry is in one list: 'À régulariser' keeps its own.
    expect(screen.getByRole('region', { name: 'À régulariser (1)' })).not.toHaveTextContent('Adam');
  });

  it("shows no 'Départs non pointés' when there are none", async () => {
    weekPage();
    await screen.findByRole('region', { name: 'À régulariser (1)' });
    expect(screen.queryByRole('region', { name: /Départs non pointés/ })).toBeNull();
  });

  it('lists the late punches of the week, each leading to the month to check', async () => {
    weekPage();
    const section = await screen.findByRole('region', { name: 'Pointages arrivés en retard (1)' });
    expect(section).toHaveTextContent(
      'Zoé Martin, tapé le mardi 17 novembre à 17:00, reçu le 18/11/2026 09:10',
    );
    expect(
      within(section).getByRole('link', {
        name: 'Vérifier le mois de Zoé Martin (mardi 17 novembre à 17:00)',
      }),
    ).toHaveAttribute('href', `/account?tab=time&employee=${ZOE_ID}&month=2026-11`);
  });

  it("opens an employee's month from their name", async () => {
    const { fetchMock } = weekPage();
    await userEvent.click(await screen.findByRole('link', { name: 'Zoé Martin' }));
    expect(await screen.findByRole('heading', { name: 'Zoé Martin — novembre 2026' })).toHaveFocus();
    expect(calls(fetchMock).map((call) => call.url)).toContain(
      `/api/timesheets/employees/${ZOE_ID}/month?month=2026-11`,
    );
  });

  it('moves to the previous week, and to the week of a chosen date', async () => {
    const { fetchMock, router } = weekPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Semaine précédente' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=time&week=2026-11-09'));
    fireEvent.change(screen.getByLabelText('Semaine du'), { target: { value: '2026-12-02' } });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=time&week=2026-12-02'));
    // Deduplicated: StrictMode mounts twice, and a query reading its abort signal is asked again.
    const weeks = new Set(calls(fetchMock).map((call) => call.url));
    expect([...weeks].filter((url) => url.startsWith('/api/timesheets/week'))).toEqual([
      '/api/timesheets/week',
      '/api/timesheets/week?week=2026-11-09',
      '/api/timesheets/week?week=2026-12-02',
    ]);
  });

  it('shows one card per employee on a phone, with the same figures', async () => {
    phone();
    weekPage();
    const cards = within(
      await screen.findByRole('list', { name: 'Temps de la semaine par employé' }),
    ).getAllByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Total38h00');
    expect(cards[1]).toHaveTextContent('Heures sup.3h00');
    expect(cards[0]).toHaveTextContent('mar. 17/11—À régulariser');
  });

  it("says 'Chargement...' while the week loads, then the server's error", async () => {
    let fail: (response: Response) => void = () => {};
    weekPage({
      'GET /api/timesheets/week': () => new Promise<Response>((resolve) => (fail = resolve)),
    });
    expect(await screen.findAllByText('Chargement...')).not.toHaveLength(0);
    fail(
      Response.json(
        { error: { code: ErrorCode.INTERNAL_ERROR, message: 'Le serveur a échoué' } },
        { status: 500 },
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur : Le serveur a échoué');
  });
});

describe('TimesheetsTab month', () => {
  it("shows each day's entries and total, each week's totals and the month's", async () => {
    monthPage();
    await screen.findByRole('heading', { name: 'Zoé Martin — novembre 2026' });
    const week = screen.getByRole('region', { name: 'Semaine du 16 au 22 novembre 2026' });
    expect(within(week).getByText('Heures travaillées').nextSibling).toHaveTextContent('7h30');
    expect(within(week).getByText('Jours travaillés').nextSibling).toHaveTextContent('1');
    const [monday, tuesday] = Array.from(within(week).getByRole('list', { name: 'Jours' }).children);
    expect(monday).toHaveTextContent(
      /^lundi 16 novembreTotal du jour7h30Arrivée 08:00 · , Départ 15:30Corrigé/,
    );
    expect(tuesday).toHaveTextContent('Arrivée 08:00 · , Départ —À régulariser');
    expect(tuesday).toHaveTextContent('Pointage de sortie manquant');
    expect(tuesday).toHaveTextContent('Arrivé en retard : 17:00, reçu le 18/11/2026 09:10, non compté');

    const totals = screen.getByRole('region', { name: 'Totaux du mois' });
    expect(within(totals).getByText('Heures travaillées').nextSibling).toHaveTextContent('7h30');
    expect(totals).toHaveTextContent('1 pointage à régulariser');
    expect(
      screen.getByRole('region', { name: 'Semaine du 30 novembre au 6 décembre 2026' }),
    ).toHaveTextContent('Semaine comptée avec le mois de décembre 2026');
  });

  it("lists a week's own alerts under its totals, the weekly rest and the 12-week average included", async () => {
    const month = employeeMonth();
    const weekAlert = (code: 'short-weekly-rest' | 'average-weekly-max') => ({
      code,
      label: HOURS_ALERT_LABELS[code],
      scope: 'week' as const,
      date: '2026-11-16',
    });
    month.weeks = month.weeks.map((week) =>
      week.weekStart === '2026-11-16'
        ? { ...week, alerts: [weekAlert('short-weekly-rest'), weekAlert('average-weekly-max')] }
        : week,
    );
    monthPage({ [MONTH_PATH]: ok(month) });
    const week = await screen.findByRole('region', { name: 'Semaine du 16 au 22 novembre 2026' });
    const alerts = within(week).getAllByRole('list', { name: 'Alertes' })[0]!;
    expect(
      within(alerts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Moins de 35\u202fh consécutives de repos dans la semaine',
      'Plus de 44\u202fh travaillées par semaine en moyenne sur 12 semaines',
    ]);
  });

  it("opens the entry's history from the 'Corrigé' mark\u202f: who, when, before, after and why", async () => {
    monthPage({ 'GET /api/timesheets/entries/entry-closed/history': ok(closedEntryHistory) });
    await userEvent.click(await screen.findByRole('button', { name: /^Corrigé\s: voir l'historique$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Historique du pointage' });
    await within(dialog).findByText('Inventaire du soir');
    expect(dialog).toHaveTextContent('Modification par Compte entreprise, le 17/11/2026 09:15');
    expect(dialog).toHaveTextContent('Avant16/11/2026 08:00 → 14:00');
    expect(dialog).toHaveTextContent('Après16/11/2026 08:00 → 15:30');
    expect(dialog).toHaveTextContent('MotifInventaire du soir');
    expect(dialog).toHaveTextContent('Départ pointé le 16/11/2026 14:00 — Téléphone — Hors zone (1,2 km)');
    expect(dialog).toHaveTextContent(
      /Arrivée pointée le 16\/11\/2026 08:00$|Arrivée pointée le 16\/11\/2026 08:00Départ/,
    );
  });

  it("loads an entry's older corrections with 'Afficher plus', below the newest ones", async () => {
    const [newest] = closedEntryHistory.corrections;
    const oldest = { ...newest!, id: 'correction-0', reason: 'Première correction' };
    const fetchMock = monthPage({
      'GET /api/timesheets/entries/entry-closed/history': async (url) =>
        url.searchParams.get('page') === '2'
          ? Response.json({ ...closedEntryHistory, corrections: [oldest], page: 2, pageSize: 1, total: 2 })
          : Response.json({ ...closedEntryHistory, pageSize: 1, total: 2 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Corrigé\s: voir l'historique$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Historique du pointage' });
    await within(dialog).findByText('Inventaire du soir');
    expect(dialog).toHaveTextContent('1 corrections affichées sur 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afficher plus' }));
    await within(dialog).findByText('Première correction');
    const corrections = within(dialog).getAllByRole('list')[1]!;
    expect(
      within(corrections)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Inventaire du soir'),
      expect.stringContaining('Première correction'),
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Afficher plus' })).toBeNull();
    const historyPages = calls(fetchMock)
      .map((call) => call.url)
      .filter((url) => url.includes('/history'));
    expect(new Set(historyPages)).toEqual(
      new Set([
        '/api/timesheets/entries/entry-closed/history?page=1',
        '/api/timesheets/entries/entry-closed/history?page=2',
      ]),
    );
  });

  it('closes a forgotten clock-out only with a departure and a reason, then reloads the month', async () => {
    const user = userEvent.setup();
    const fetchMock = monthPage({ 'POST /api/timesheets/entries/entry-open/close': ok(correction) });
    await user.click(await screen.findByRole('button', { name: 'Clôturer le pointage' }));
    const monthLoads = () => calls(fetchMock).filter((call) => call.url.includes('/month')).length;
    const loadsBefore = monthLoads();
    const dialog = screen.getByRole('dialog', { name: 'Clôturer le pointage' });
    expect(dialog).toHaveTextContent('Arrivée le mardi 17 novembre à 08:00, sans départ pointé.');
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer le pointage' }));
    expect(await within(dialog).findByText('Le motif est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByText("L'heure de départ est obligatoire")).toBeInTheDocument();
    expect(calls(fetchMock, 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Départ/), '16:00');
    await user.type(within(dialog).getByLabelText(/^Motif/), 'Oubli en partant');
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer le pointage' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(calls(fetchMock, 'POST')).toEqual([
      {
        url: '/api/timesheets/entries/entry-open/close',
        body: { departure: '16:00', reason: 'Oubli en partant' },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Départ enregistré\u202f: le pointage est régularisé');
    expect(monthLoads()).toBe(loadsBefore + 1);
  });

  it('asks before deleting an entry and sends the reason in the body', async () => {
    const user = userEvent.setup();
    const fetchMock = monthPage({ 'DELETE /api/timesheets/entries/entry-closed': ok(correction) });
    await user.click(
      await screen.findByRole('button', {
        name: 'Supprimer le pointage du lundi 16 novembre, arrivée 08:00',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Supprimer le pointage' });
    expect(dialog).toHaveTextContent('(08:00 → 15:30) ne comptera plus aucune heure');
    expect(calls(fetchMock, 'DELETE')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Motif/), 'Doublon');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le pointage' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Pointage supprimé'));
    expect(calls(fetchMock, 'DELETE')).toEqual([
      { url: '/api/timesheets/entries/entry-closed', body: { reason: 'Doublon' } },
    ]);
  });

  it('sends only what an edit changed, and nothing when nothing changed', async () => {
    const user = userEvent.setup();
    const fetchMock = monthPage({ 'PATCH /api/timesheets/entries/entry-closed': ok(correction) });
    await user.click(
      await screen.findByRole('button', { name: 'Modifier le pointage du lundi 16 novembre, arrivée 08:00' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Modifier le pointage' });
    expect(within(dialog).getByLabelText(/^Arrivée/)).toHaveValue('08:00');
    expect(within(dialog).getByLabelText(/^Départ/)).toHaveValue('15:30');
    await user.type(within(dialog).getByLabelText(/^Motif/), 'Badge oublié');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText('Indiquez la nouvelle date, la nouvelle arrivée ou le nouveau départ'),
    ).toBeInTheDocument();
    expect(calls(fetchMock, 'PATCH')).toEqual([]);

    const departure = within(dialog).getByLabelText(/^Départ/);
    await user.clear(departure);
    await user.type(departure, '17:00');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Pointage corrigé'));
    expect(calls(fetchMock, 'PATCH')).toEqual([
      { url: '/api/timesheets/entries/entry-closed', body: { departure: '17:00', reason: 'Badge oublié' } },
    ]);
  });

  it("keeps 'Ajouter un pointage' open with the server's refusal inside it and its field message", async () => {
    // In December, November's first day is where an addition starts.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-05T10:00:00Z') });
    const user = userEvent.setup();
    monthPage({
      [`POST /api/timesheets/employees/${ZOE_ID}/entries`]: {
        status: 409,
        body: {
          error: {
            code: ErrorCode.MONTH_LOCKED,
            message: 'Ce mois est validé\u202f: rouvrez-le pour le corriger',
            fields: { date: 'Ce mois est validé\u202f: rouvrez-le pour le corriger' },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Ajouter un pointage' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un pointage' });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2026-11-01');
    await user.type(within(dialog).getByLabelText(/^Arrivée/), '08:00');
    await user.type(within(dialog).getByLabelText(/^Départ/), '12:00');
    await user.type(within(dialog).getByLabelText(/^Motif/), 'Borne en panne');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un pointage' }));
    // The reason stays inside the dialog, where the eye is, not in a toast that vanishes.
    const refusal = await within(dialog).findByText(
      asShown('Erreur\u202f: Ce mois est validé\u202f: rouvrez-le pour le corriger'),
    );
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    expect(dialog).toBeVisible();
    expect(within(dialog).getByLabelText(/^Date/)).toHaveAccessibleDescription(
      'Ce mois est validé\u202f: rouvrez-le pour le corriger',
    );
  });

  it('lists under a new validation the figures that moved since the previous one, before → after', async () => {
    const author = { id: 'c1', name: 'Compte entreprise' };
    const change = { employeeId: 'e1', firstName: 'Zoé', lastName: 'Martin' };
    monthPage({
      [MONTH_PATH]: ok(
        employeeMonth({
          status: {
            ...validatedStatus,
            events: [
              { kind: 'validate', reason: null, author, at: '2026-12-01T09:00:00.000Z', changes: null },
              { kind: 'reopen', reason: 'Oubli', author, at: '2026-12-02T09:00:00.000Z', changes: null },
              {
                kind: 'validate',
                reason: null,
                author,
                at: '2026-12-02T10:00:00.000Z',
                changes: [
                  { ...change, figure: 'workedMinutes', before: 9570, after: 9600 },
                  { ...change, figure: 'absenceDays', before: 1, after: 2.5 },
                ],
              },
            ],
          },
        }),
      ),
    });
    const lock = await screen.findByRole('region', { name: 'Validation du mois' });
    const moved = within(lock).getByRole('list', { name: 'Chiffres modifiés' });
    expect(
      within(moved)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Martin Zoé — Heures travaillées\u202f: 159h30 → 160h00',
      "Martin Zoé — Jours d'absence\u202f: 1 → 2,5",
    ]);
  });

  it("names in 'Historique du mois' the employees a validation of a selection covered", async () => {
    const author = { id: 'c1', name: 'Compte entreprise' };
    monthPage({
      [MONTH_PATH]: ok(
        employeeMonth({
          status: {
            ...validatedStatus,
            events: [
              {
                kind: 'validate',
                reason: null,
                author,
                at: '2026-12-01T09:00:00.000Z',
                changes: null,
                employees: [
                  { employeeId: 'e1', firstName: 'Zoé', lastName: 'Martin' },
                  { employeeId: 'e2', firstName: 'Luc', lastName: 'Bernard' },
                ],
              },
            ],
          },
        }),
      ),
    });
    const lock = await screen.findByRole('region', { name: 'Validation du mois' });
    expect(within(lock).getByRole('listitem')).toHaveTextContent(
      /^Validation par Compte entreprise, le 01\/12\/2026 10:00 — pour : Martin Zoé, Bernard Luc$/,
    );
  });

  it('opens a correction on its first field, and a refused overlap links to the entry in the way', async () => {
    const user = userEvent.setup();
    monthPage({
      'PATCH /api/timesheets/entries/entry-open': {
        status: 409,
        body: {
          error: {
            code: ErrorCode.ENTRY_OVERLAP,
            message:
              "Ce pointage chevaucherait celui du 16/11/2026, 08:00 → 15:30\u202f: corrigez ou supprimez d'abord l'autre",
            details: { entryId: 'entry-closed', month: '2026-11' },
          },
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Modifier le pointage du mardi 17 novembre, arrivée 08:00' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Modifier le pointage' });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveFocus();
    const date = within(dialog).getByLabelText(/^Date/);
    fireEvent.change(date, { target: { value: '2026-11-16' } });
    await user.type(within(dialog).getByLabelText(/^Motif/), 'Mauvais jour');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(asShown('Erreur\u202f: Ce pointage chevaucherait celui du 16/11/2026'));
    expect(toast.error).not.toHaveBeenCalled();
    await user.click(within(refusal).getByRole('link', { name: 'Voir le pointage en conflit' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    const inTheWay = screen
      .getByRole('button', { name: 'Modifier le pointage du lundi 16 novembre, arrivée 08:00' })
      .closest('li');
    await waitFor(() => expect(inTheWay).toHaveFocus());
  });

  it("disables 'Ajouter un pointage' on a validated month and says why beside it", async () => {
    monthPage({ [MONTH_PATH]: ok(employeeMonth({ status: validatedStatus })) });
    const add = await screen.findByRole('button', { name: 'Ajouter un pointage' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Ce mois est validé\u202f: rouvrez-le pour le corriger.');
  });

  it('shows a validated month locked\u202f: no correction of its entries, and a reopening with a reason', async () => {
    const user = userEvent.setup();
    const fetchMock = monthPage({
      [MONTH_PATH]: ok(employeeMonth({ status: validatedStatus })),
      'POST /api/timesheets/months/2026-11/reopen': ok({ message: 'Mois rouvert', status: openStatus }),
    });
    const lock = await screen.findByRole('region', { name: 'Validation du mois' });
    expect(lock).toHaveTextContent('Mois validé le 01/12/2026 10:00 par Compte entreprise');
    expect(lock).toHaveTextContent('Ce mois est validé : rouvrez-le pour le corriger.');
    expect(screen.queryByRole('button', { name: /^Modifier le pointage/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Supprimer le pointage/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clôturer le pointage' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Corrigé\s: voir l'historique$/ })).toBeInTheDocument();

    await user.click(within(lock).getByRole('button', { name: 'Rouvrir le mois' }));
    const dialog = screen.getByRole('dialog', { name: 'Rouvrir le mois' });
    await user.click(within(dialog).getByRole('button', { name: 'Rouvrir le mois' }));
    expect(await within(dialog).findByText('Le motif est obligatoire')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Motif/), 'Heures de nuit oubliées');
    await user.click(within(dialog).getByRole('button', { name: 'Rouvrir le mois' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Mois rouvert'));
    expect(calls(fetchMock, 'POST')).toEqual([
      { url: '/api/timesheets/months/2026-11/reopen', body: { reason: 'Heures de nuit oubliées' } },
    ]);
  });

  it("refuses 'Valider le mois' while an entry is 'À régulariser', and says why", async () => {
    monthPage();
    const validate = await screen.findByRole('button', { name: 'Valider le mois' });
    expect(validate).toBeDisabled();
    expect(validate).toHaveAccessibleDescription(
      'Impossible de valider ce mois\u202f: 1 pointage à régulariser',
    );
  });

  it('validates a month after confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = monthPage({
      [MONTH_PATH]: ok(employeeMonth({ status: { ...openStatus, toRegulariseCount: 0 } })),
      'POST /api/timesheets/months/2026-11/validate': ok({ message: 'Mois validé', status: validatedStatus }),
    });
    await user.click(await screen.findByRole('button', { name: 'Valider le mois' }));
    const dialog = screen.getByRole('dialog', { name: 'Valider novembre 2026\u202f?' });
    expect(dialog).toHaveTextContent('tous les employés');
    expect(calls(fetchMock, 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Valider le mois' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Mois validé'));
    expect(calls(fetchMock, 'POST').map((call) => call.url)).toEqual([
      '/api/timesheets/months/2026-11/validate',
    ]);
  });

  it('moves to the previous month', async () => {
    const fetchMock = monthPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mois précédent' }));
    await waitFor(() =>
      expect(calls(fetchMock).map((call) => call.url)).toContain(
        `/api/timesheets/employees/${ZOE_ID}/month?month=2026-10`,
      ),
    );
  });
});

describe('TimesheetsTab settings', () => {
  it('shows the night window, where Alsace-Moselle went and the double-tap window, and saves them once valid', async () => {
    const user = userEvent.setup();
    const { fetchMock } = weekPage({
      'PUT /api/timesheets/settings': ok({ message: 'Paramètres enregistrés', settings: SETTINGS }),
    });
    const section = await screen.findByRole('region', { name: 'Paramètres' });
    expect(await within(section).findByText('21:00 – 06:00')).toBeInTheDocument();
    expect(
      within(section).getByText(asShown('Ignoré dans les 60\u202fs qui suivent un pointage')),
    ).toBeInTheDocument();
    // Each site's département decides now (issue 29 item 7): no company toggle.
    expect(within(section).getByText(asShown(TIMESHEET_MESSAGES.alsaceMoselleMoved))).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Modifier les paramètres' }));
    const dialog = screen.getByRole('dialog', { name: 'Paramètres' });
    const start = within(dialog).getByLabelText(/^Début de la période de nuit/);
    await user.clear(start);
    await user.type(start, '20:00');
    expect(within(dialog).queryByRole('checkbox', { name: /Alsace-Moselle/ })).toBeNull();
    const window = within(dialog).getByLabelText(/^Pointage en double/);
    await user.clear(window);
    await user.type(window, '301');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText('La période de nuit doit commencer entre 21:00 et 00:00'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Le délai de pointage en double doit être un nombre entier de secondes entre 0 et 300',
      ),
    ).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT')).toEqual([]);

    await user.clear(window);
    await user.type(window, '30');
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: /^Un accord autorise les heures complémentaires jusqu'au tiers du contrat/,
      }),
    );

    await user.clear(start);
    await user.type(start, '22:00');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Paramètres enregistrés'));
    expect(calls(fetchMock, 'PUT')).toEqual([
      {
        url: '/api/timesheets/settings',
        body: {
          nightStart: '22:00',
          nightEnd: '06:00',
          complementaryUpToThird: true,
          doublePunchWindowSeconds: 30,
        },
      },
    ]);
  });
});

describe("TimesheetsTab and the member's role", () => {
  it('shows a Gestionnaire de paie the month without a correction, and lets them validate and reopen it', async () => {
    monthPage({ 'GET /api/account/me': ok(PAYROLL_MEMBER) });
    expect(await screen.findByRole('button', { name: 'Valider le mois' })).toBeInTheDocument();
    expect(screen.getByText('Totaux du mois')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter un pointage' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Modifier le pointage/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Supprimer le pointage/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clôturer le pointage' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Corrigé\s: voir l'historique$/ })).toBeInTheDocument();
  });

  it('lets a Responsable de site correct entries, but neither validate nor reopen the whole month', async () => {
    monthPage({ 'GET /api/account/me': ok(SITE_MANAGER_MEMBER) });
    expect(await screen.findByRole('button', { name: 'Ajouter un pointage' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Modifier le pointage/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Validation du mois' })).toHaveTextContent('Mois non validé');
    expect(screen.queryByRole('button', { name: 'Valider le mois' })).toBeNull();
  });

  it('shows a validated month to a Responsable de site without the reopening', async () => {
    monthPage({
      'GET /api/account/me': ok(SITE_MANAGER_MEMBER),
      [MONTH_PATH]: ok(employeeMonth({ status: validatedStatus })),
    });
    expect(await screen.findByRole('button', { name: 'Ajouter un pointage' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Validation du mois' })).toHaveTextContent('Mois validé');
    expect(screen.queryByRole('button', { name: 'Rouvrir le mois' })).toBeNull();
  });

  it("shows the settings to a member who is not Administrateur, without 'Modifier les paramètres'", async () => {
    weekPage({ 'GET /api/account/me': ok(SITE_MANAGER_MEMBER) });
    const section = await screen.findByRole('region', { name: 'Paramètres' });
    expect(await within(section).findByText('21:00 – 06:00')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
