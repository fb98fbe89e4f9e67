import type { CompanyAccount } from '@pointeo/domain/accounts';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { memberLimitReached } from '@pointeo/domain/plans';
import { TEAM_MESSAGES, type Team } from '@pointeo/domain/team';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toasts';
import { apiError, asShown, mockApi, OWNER_MEMBER, renderPage, stubDialogs } from '../../test/render-page';
import { TeamTab } from './team-tab';

vi.mock('../../components/ui/toasts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const ACCOUNT = { id: 'c1', name: 'Boulangerie Martin', plan: 'Standard' } as CompanyAccount;
const SHOP = { id: '11111111-1111-4111-8111-111111111111', name: 'Boutique' };
const BAKERY = { id: '22222222-2222-4222-8222-222222222222', name: 'Fournil' };

const TEAM: Team = {
  members: [
    {
      userId: 'c1',
      name: 'Marie Martin',
      email: 'marie@boulangerie.fr',
      role: 'admin',
      siteIds: [],
      isOwner: true,
      isYou: true,
    },
    {
      userId: 'u2',
      name: 'Inès Durand',
      email: 'ines@boulangerie.fr',
      role: 'site_manager',
      siteIds: [BAKERY.id],
      isOwner: false,
      isYou: false,
    },
  ],
  invitations: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      email: 'paul@boulangerie.fr',
      role: 'accountant',
      siteIds: [],
      expiresAt: '2026-12-03T10:00:00.000Z',
    },
  ],
  sites: [SHOP, BAKERY],
};

beforeAll(stubDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function answer(more: Parameters<typeof mockApi>[0] = {}, team: Team = TEAM) {
  return mockApi({
    'GET /api/account/me': { body: OWNER_MEMBER },
    'GET /api/team': { body: team },
    ...more,
  });
}

const bodyOf = (fetchMock: ReturnType<typeof answer>, method: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body));

describe('TeamTab', () => {
  it("lists the members with their role, sites and badges, the invitations with their expiry, and the plan's places", async () => {
    answer();
    renderPage(<TeamTab account={ACCOUNT} />);
    const members = await screen.findByRole('list', { name: "Membres de l'équipe" });
    const [owner, manager] = within(members).getAllByRole('listitem');
    expect(owner).toHaveTextContent('Marie MartinVousPropriétairemarie@boulangerie.frAdministrateur');
    expect(within(owner!).queryByRole('button')).toBeNull();
    expect(manager).toHaveTextContent('Inès Durandines@boulangerie.frResponsable de site — Fournil');
    expect(within(manager!).getByRole('button', { name: "Modifier le rôle d'Inès Durand" })).toBeVisible();

    const invitations = screen.getByRole('list', { name: 'Invitations en attente' });
    expect(invitations).toHaveTextContent('paul@boulangerie.frComptableExpire le 03/12/2026');
    expect(screen.getByText('3 / 5 membres')).toBeInTheDocument();
  });

  it('invites a Responsable de site on the sites ticked, explaining each role', async () => {
    const fetchMock = answer({ 'POST /api/team/invitations': { status: 201, body: { message: 'ok' } } });
    const user = userEvent.setup();
    renderPage(<TeamTab account={ACCOUNT} />);
    await user.click(await screen.findByRole('button', { name: 'Inviter un membre' }));
    const dialog = screen.getByRole('dialog', { name: 'Inviter un membre' });
    expect(within(dialog).getByRole('radio', { name: /^Comptable.*lecture seule/ })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'Zoe@Exemple.fr');
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await within(dialog).findByText(TEAM_MESSAGES.sitesRequired)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Boutique' }));
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(TEAM_MESSAGES.invited));
    expect(bodyOf(fetchMock, 'POST')).toEqual({
      email: 'zoe@exemple.fr',
      role: 'site_manager',
      siteIds: [SHOP.id],
    });
  });

  it('asks for no site for a role that reaches all of them', async () => {
    answer();
    const user = userEvent.setup();
    renderPage(<TeamTab account={ACCOUNT} />);
    await user.click(await screen.findByRole('button', { name: 'Inviter un membre' }));
    const dialog = screen.getByRole('dialog', { name: 'Inviter un membre' });
    expect(within(dialog).getByRole('group', { name: 'Sites' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /^Gestionnaire de paie/ }));
    expect(within(dialog).queryByRole('group', { name: 'Sites' })).toBeNull();
  });

  it("shows the server's refusals in the dialog: under the e-mail, or with the way to upgrade", async () => {
    const message = TEAM_MESSAGES.emailHasAccount;
    const taken = {
      status: 409,
      body: { error: { code: ErrorCode.EMAIL_TAKEN, message, fields: { email: message } } },
    };
    const limit = apiError(403, ErrorCode.MEMBER_LIMIT_REACHED, memberLimitReached('Standard', 5));
    let next: { status: number; body: object } = taken;
    answer({ 'POST /api/team/invitations': async () => Response.json(next.body, { status: next.status }) });
    const user = userEvent.setup();
    renderPage(<TeamTab account={ACCOUNT} />);
    await user.click(await screen.findByRole('button', { name: 'Inviter un membre' }));
    const dialog = screen.getByRole('dialog', { name: 'Inviter un membre' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'marie@boulangerie.fr');
    await user.click(within(dialog).getByRole('radio', { name: /^Comptable/ }));
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await within(dialog).findByText(TEAM_MESSAGES.emailHasAccount)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');

    next = limit;
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    const alert = await within(dialog).findByText(/passez au plan Premium/);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      asShown(`Erreur : ${memberLimitReached('Standard', 5)}`),
    );
    expect(within(dialog).getByRole('link', { name: 'Voir les plans' })).toHaveAttribute('href', '/pricing');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("changes a member's role, then removes them after saying their access ends at once", async () => {
    const fetchMock = answer({
      'PATCH /api/team/members/u2': { body: { message: TEAM_MESSAGES.roleChanged } },
      'DELETE /api/team/members/u2': { body: { message: TEAM_MESSAGES.removed } },
    });
    const user = userEvent.setup();
    renderPage(<TeamTab account={ACCOUNT} />);
    await user.click(await screen.findByRole('button', { name: "Modifier le rôle d'Inès Durand" }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le rôle' });
    expect(within(dialog).getByRole('checkbox', { name: 'Fournil' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /^Comptable/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(TEAM_MESSAGES.roleChanged));
    expect(bodyOf(fetchMock, 'PATCH')).toEqual({ role: 'accountant', siteIds: [] });

    await user.click(screen.getByRole('button', { name: 'Retirer Inès Durand' }));
    const confirm = screen.getByRole('dialog', { name: /^Retirer ce membre/ });
    expect(confirm).toHaveTextContent('immédiatement');
    await user.click(within(confirm).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(TEAM_MESSAGES.removed));
  });

  it('cancels an invitation once confirmed', async () => {
    const fetchMock = answer({
      [`DELETE /api/team/invitations/${TEAM.invitations[0]!.id}`]: {
        body: { message: TEAM_MESSAGES.revoked },
      },
    });
    const user = userEvent.setup();
    renderPage(<TeamTab account={ACCOUNT} />);
    await user.click(
      await screen.findByRole('button', { name: "Annuler l'invitation de paul@boulangerie.fr" }),
    );
    const confirm = screen.getByRole('dialog', { name: /^Annuler l'invitation/ });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: "Annuler l'invitation" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(TEAM_MESSAGES.revoked));
  });

  it('on Gratuit, keeps the owner alone and explains the Standard plan with the way to upgrade', async () => {
    answer({}, { members: [TEAM.members[0]!], invitations: [], sites: [SHOP] });
    renderPage(<TeamTab account={{ ...ACCOUNT, plan: 'Gratuit' }} />);
    const panel = await screen.findByRole('region', { name: 'Inviter un membre' });
    expect(panel).toHaveTextContent(asShown(memberLimitReached('Gratuit', 1)));
    expect(await within(panel).findByRole('link', { name: 'Voir les plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByRole('button', { name: 'Inviter un membre' })).toBeNull();
  });

  it('on Premium, counts no places', async () => {
    answer();
    renderPage(<TeamTab account={{ ...ACCOUNT, plan: 'Premium' }} />);
    expect(await screen.findByText('Membres illimités avec le plan Premium.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inviter un membre' })).toBeEnabled();
  });

  it("says 'Erreur: {message}' when the team cannot load", async () => {
    mockApi({
      'GET /api/account/me': { body: OWNER_MEMBER },
      'GET /api/team': apiError(500, ErrorCode.INTERNAL_ERROR, 'Erreur interne'),
    });
    renderPage(<TeamTab account={ACCOUNT} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur : Erreur interne');
  });
});
