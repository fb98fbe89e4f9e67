import type { PublicSiteConfig } from '@pointeo/domain/site';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../test/render-page';
import LegalPage from './legal-page';

const site = (legal: PublicSiteConfig['legal']): PublicSiteConfig => ({
  contactEmail: 'contact@pointeo.fr',
  contactPhone: '01 23 45 67 89',
  contactAddress: '12 rue de la Paix, 75002 Paris',
  clockAppUrl: '/pointage',
  social: { linkedin: 'https://l.example', x: 'https://x.example', facebook: 'https://f.example' },
  legal,
});

// The page parses the details with a schema it imports lazily; loaded here, its first compilation
// by Vitest is not inside the first test's wait (which it outlasted on a busy machine).
beforeAll(() => import('@pointeo/domain/site'));
afterEach(() => vi.unstubAllGlobals());

describe('LegalPage', () => {
  it('hides the publisher details that are not configured instead of showing a placeholder', async () => {
    mockApi({
      'GET /api/site': { body: site({ companyName: 'Pointeo SAS', rcs: 'RCS Paris 912 345 678' }) },
    });
    renderPage(<LegalPage />, '/legal');

    expect(await screen.findByText('Pointeo SAS')).toBeVisible();
    expect(screen.getByText('RCS Paris 912 345 678')).toBeVisible();
    expect(screen.getByText('contact@pointeo.fr — 01 23 45 67 89')).toBeVisible();
    for (const label of ['Forme juridique', 'Capital social', 'SIRET', 'N° de TVA intracommunautaire']) {
      expect(screen.queryByText(label)).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/hébergé par/)).not.toBeInTheDocument();
    expect(screen.queryByText(/configurer/)).not.toBeInTheDocument();
  });

  it('shows every configured line, the host included', async () => {
    mockApi({
      'GET /api/site': {
        body: site({
          companyName: 'Pointeo SAS',
          siret: '912 345 678 00017',
          hostName: 'OVH SAS',
          hostAddress: '2 rue Kellermann, 59100 Roubaix',
          hostPhone: '1007',
        }),
      },
    });
    renderPage(<LegalPage />, '/legal');

    expect(await screen.findByText('912 345 678 00017')).toBeVisible();
    expect(screen.getByText('SIRET')).toBeVisible();
    expect(screen.getByText(/hébergé par/).textContent).toBe(
      'Le site est hébergé par OVH SAS, 2 rue Kellermann, 59100 Roubaix, téléphone\u202f: 1007.',
    );
  });
});
