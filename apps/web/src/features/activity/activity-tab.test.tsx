import type { AuditEvent } from '@pointeo/domain/audit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApiAs, OWNER_MEMBER, renderPage } from '../../test/render-page';
import { ActivityTab } from './activity-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const event = (id: string, more: Partial<AuditEvent> = {}): AuditEvent => ({
  id,
  at: '2026-11-20T08:05:00.000Z',
  action: 'auth.sign_in',
  actorKind: 'member',
  actorUserId: 'c1',
  actorLabel: 'Boulangerie',
  target: null,
  details: {},
  ip: '203.0.113.7',
  ...more,
});

const TEAM = {
  members: [
    {
      userId: 'c1',
      name: 'Boulangerie',
      email: 'a@b.fr',
      role: 'admin',
      siteIds: [],
      isOwner: true,
      isYou: true,
    },
  ],
  invitations: [],
  sites: [],
};

describe("'Journal d'activité'", () => {
  it('lists the events in French and Paris time, loads more, and filters by category', async () => {
    const fetchMock = mockApiAs(OWNER_MEMBER, {
      'GET /api/team': { body: TEAM },
      'GET /api/audit/events': async (url) => {
        const cursor = url.searchParams.get('cursor');
        const body = cursor
          ? {
              events: [
                event('e3', {
                  action: 'team.member_invited',
                  target: 'paie@exemple.fr',
                  details: { role: 'Comptable' },
                }),
              ],
              nextCursor: null,
            }
          : {
              events: [
                event('e1'),
                event('e2', { action: 'auth.sign_in_failed', actorKind: 'email', actorLabel: 'x@y.fr' }),
              ],
              nextCursor: 'next',
            };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      },
    });
    renderPage(<ActivityTab />);

    expect(await screen.findByText('Connexion')).toBeTruthy();
    expect(screen.getByText('Échec de connexion')).toBeTruthy();
    expect(screen.getAllByText('20/11/2026 09:05')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await screen.findByText('Membre invité')).toBeTruthy();
    expect(screen.getByText(/^Rôle.: Comptable$/)).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Catégorie'), 'team');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('category=team'))).toBe(true),
    );
  });

  it('says when no event matches', async () => {
    mockApiAs(OWNER_MEMBER, {
      'GET /api/team': { body: TEAM },
      'GET /api/audit/events': { body: { events: [], nextCursor: null } },
    });
    renderPage(<ActivityTab />);
    expect(await screen.findByText('Aucun événement pour ces filtres.')).toBeTruthy();
  });
});
