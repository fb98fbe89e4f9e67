import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Navbar } from './navbar';

function renderNavbar() {
  const router = createMemoryRouter([{ path: '*', element: <Navbar /> }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function answerSession(session: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(session), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}

beforeEach(() => answerSession(null));
afterEach(() => vi.unstubAllGlobals());

describe('Navbar', () => {
  it('toggles the mobile menu and says so to assistive technology', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu when a link is followed', async () => {
    const user = userEvent.setup();
    const router = renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const mobileLinks = screen.getAllByRole('link', { name: 'Contact' });
    await user.click(mobileLinks[mobileLinks.length - 1]!);
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows 'Connexion' signed out, 'Mon compte' and 'Mon app' signed in", async () => {
    renderNavbar();
    expect(await screen.findAllByRole('link', { name: 'Connexion' })).not.toHaveLength(0);
  });

  it("opens the clock-in app in a new tab from 'Mon app' when signed in", async () => {
    answerSession({ user: { id: 'c1', email: 'a@exemple.fr', name: 'A' } });
    renderNavbar();
    const [myApp] = await screen.findAllByRole('link', { name: 'Mon app' });
    expect(myApp).toHaveAttribute('target', '_blank');
    expect(myApp).toHaveAttribute('href', '/pointage');
    expect(screen.getAllByRole('link', { name: 'Mon compte' })[0]).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Connexion' })).toBeNull();
  });
});
