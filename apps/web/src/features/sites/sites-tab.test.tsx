import type { Site } from '@pointeo/domain/sites';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mockApiAs,
  OWNER_MEMBER,
  PAYROLL_MEMBER,
  renderPage,
  SITE_MANAGER_MEMBER,
} from '../../test/render-page';
import { SitesTab } from './sites-tab';

const site = (id: string, name: string): Site => ({
  id,
  name,
  address: null,
  postalCode: null,
  city: 'Lyon',
  departement: '69',
  endOfDay: null,
  employeeCount: 3,
  kioskCount: 1,
});
const SITES = {
  plan: 'Standard',
  siteLimit: null,
  sites: [
    site('00000000-0000-4000-8000-0000000000a1', 'Site principal'),
    site('00000000-0000-4000-8000-0000000000a2', 'Entrepôt'),
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("'Sites' and the member's role", () => {
  it('gives the Administrateur the ways to add, change and archive a site', async () => {
    mockApiAs(OWNER_MEMBER, { 'GET /api/sites': { body: SITES } });
    renderPage(<SitesTab />);
    expect(await screen.findByRole('button', { name: 'Modifier Entrepôt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archiver Entrepôt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un site' })).toBeInTheDocument();
  });

  it.each([
    ['Gestionnaire de paie', PAYROLL_MEMBER],
    ['Responsable de site', SITE_MANAGER_MEMBER],
  ])('lists the sites to a %s without a control to change them', async (_role, member) => {
    mockApiAs(member, { 'GET /api/sites': { body: SITES } });
    renderPage(<SitesTab />);
    expect(await screen.findByText('Entrepôt')).toBeInTheDocument();
    expect(screen.getByText('Site principal')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows no way to the plans to a member who may not add a site, on a plan with one', async () => {
    mockApiAs(PAYROLL_MEMBER, {
      'GET /api/sites': { body: { plan: 'Gratuit', siteLimit: 1, sites: SITES.sites.slice(0, 1) } },
    });
    renderPage(<SitesTab />);
    expect(await screen.findByText('Site principal')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voir les plans' })).toBeNull();
  });
});
