import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Navbar } from './navbar';

function renderNavbar() {
  const router = createMemoryRouter([{ path: '*', element: <Navbar /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

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
});
