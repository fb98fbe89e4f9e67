import type { CompanyAccount } from '@pointeo/domain/accounts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { weekView } from '../../features/timesheets/timesheet-fixtures';
import { mockApi, renderPage, SIGNED_IN } from '../../test/render-page';
import AccountPage, { tabFromSearch } from './account-page';

const ACCOUNT: CompanyAccount = {
  id: 'c1',
  name: 'Boulangerie Martin',
  siret: '73282932000074',
  email: 'contact@boulangerie.fr',
  address: null,
  postalCode: null,
  city: null,
  phone: null,
  contactFirstName: null,
  contactLastName: null,
  contactMobile: null,
  plan: 'Gratuit',
  pendingPlan: null,
  renewsAt: '2026-12-22T10:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedIn(toRegularise: number) {
  const view = weekView();
  return mockApi({
    'GET /api/auth/get-session': { body: SIGNED_IN },
    'GET /api/account': { body: ACCOUNT },
    'GET /api/timesheets/week': {
      body: { ...view, toRegularise: { ...view.toRegularise, count: toRegularise } },
    },
    'GET /api/timesheets/settings': {
      body: { nightStart: '21:00', nightEnd: '06:00', alsaceMoselle: false },
    },
  });
}

describe('AccountPage', () => {
  it("puts 'Temps' after 'Employés', with the count of entries 'À régulariser'", async () => {
    signedIn(3);
    renderPage(<AccountPage />, '/account');
    const tabs = within(await screen.findByRole('tablist', { name: 'Sections du compte' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Informations générales',
      'Facturation',
      'Employés',
      expect.stringMatching(/^Temps/),
      'Congés',
      'Pointages',
    ]);
    expect(await screen.findByRole('tab', { name: 'Temps (3 à régulariser)' })).toBeInTheDocument();
  });

  it('opens the Temps tab from ?tab=time, loading it on demand', async () => {
    signedIn(1);
    renderPage(<AccountPage />, '/account?tab=time');
    expect(await screen.findByRole('tab', { name: /^Temps/, selected: true })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Semaine du 16 au 22 novembre 2026' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(tabFromSearch('time')).toBe('time');
    expect(tabFromSearch('leave')).toBe('leave');
  });
});
