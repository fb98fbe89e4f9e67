import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSiteId } from '../../lib/site-filter';
import { useSites } from '../../lib/sites';
import { mockApi, renderPage } from '../../test/render-page';
import { MAIN_SITE, sitesAnswer, WAREHOUSE } from '../../test/site-fixtures';
import { SiteFilter } from './site-filter';

afterEach(() => vi.unstubAllGlobals());

/** What a list would send: the chosen site, once the sites have loaded. */
function ChosenSite() {
  const loaded = useSites().isSuccess;
  const siteId = useSiteId();
  return loaded ? <p>siteId={siteId ?? 'aucun'}</p> : null;
}

function renderFilter(url: string) {
  return renderPage(
    <>
      <SiteFilter />
      <ChosenSite />
    </>,
    url,
  );
}

const siteOf = (router: ReturnType<typeof renderPage>) =>
  new URLSearchParams(router.state.location.search).get('site');

describe('SiteFilter', () => {
  it('shows nothing and sends no site when the company has one site', async () => {
    mockApi(sitesAnswer([MAIN_SITE]));
    renderFilter(`/account?tab=time&site=${MAIN_SITE.id}`);
    expect(await screen.findByText('siteId=aucun')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
  });

  it("offers «Tous les sites» then each site, and keeps the choice in the address beside '?tab='", async () => {
    mockApi(sitesAnswer([MAIN_SITE, WAREHOUSE]));
    const router = renderFilter('/account?tab=time');
    const select = await screen.findByRole('combobox', { name: 'Site' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Tous les sites',
      'Site principal',
      'Entrepôt',
    ]);
    expect(select).toHaveValue('');

    await userEvent.selectOptions(select, 'Entrepôt');
    expect(siteOf(router)).toBe(WAREHOUSE.id);
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('time');
    expect(screen.getByText(`siteId=${WAREHOUSE.id}`)).toBeInTheDocument();

    await userEvent.selectOptions(select, 'Tous les sites');
    expect(siteOf(router)).toBeNull();
    expect(screen.getByText('siteId=aucun')).toBeInTheDocument();
  });

  it('reads the site back from the address on load', async () => {
    mockApi(sitesAnswer([MAIN_SITE, WAREHOUSE]));
    renderFilter(`/account?tab=leave&site=${WAREHOUSE.id}`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue(WAREHOUSE.id));
    expect(screen.getByText(`siteId=${WAREHOUSE.id}`)).toBeInTheDocument();
  });

  it('falls back to «Tous les sites» for a site that is not among those shown (archived, unknown)', async () => {
    mockApi(sitesAnswer([MAIN_SITE, WAREHOUSE]));
    renderFilter('/account?tab=leave&site=00000000-0000-4000-8000-0000000000ff');
    expect(await screen.findByText('siteId=aucun')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue('');
  });
});
