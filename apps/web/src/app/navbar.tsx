import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandLogo } from '../components/ui/brand-logo';
import { useSession } from '../lib/session';
import { useSiteConfig } from '../lib/site-config';
import { useHydrated } from '../lib/use-hydrated';
import { ACCOUNT_WIDTH } from './account-width';
import { PUBLIC_NAV_LINKS } from './nav-links';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'
  }`;

/** 'Connexion' signed out; 'Mon compte' and 'Mon app' (the kiosk, in a new tab) signed in. */
function AccountLinks({ mobile = false }: { mobile?: boolean }) {
  const session = useSession();
  const clockAppUrl = useSiteConfig()?.clockAppUrl ?? '/pointage';
  const primary = `rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 ${
    mobile ? 'mt-2 text-center' : 'ml-2'
  }`;
  if (session.isPending) return null;
  if (!session.data) {
    return (
      <Link to="/login" className={primary}>
        Connexion
      </Link>
    );
  }
  return (
    <>
      <NavLink to="/account" className={linkClass}>
        Mon compte
      </NavLink>
      <a href={clockAppUrl} target="_blank" rel="noopener" className={primary}>
        Mon app
      </a>
    </>
  );
}

/** `wide`: the account's bar, as wide as its page (`ACCOUNT_WIDTH`); the public pages keep 72rem. */
export function Navbar({ wide = false }: { wide?: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  // On a page rendered on the server, a tap before the app takes over would be lost: the button
  // waits for it (a test tapping that early failed now and then).
  const hydrated = useHydrated();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Navigation principale"
        className={`mx-auto flex h-16 items-center justify-between px-4 ${wide ? ACCOUNT_WIDTH : 'max-w-6xl'}`}
      >
        <Link to="/" className="flex items-center gap-2" aria-label="Pointeo, accueil">
          <BrandLogo />
        </Link>

        <div className="hidden items-center gap-1 md:flex">
          {PUBLIC_NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          <AccountLinks />
        </div>

        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          disabled={!hydrated}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </nav>

      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <div className="flex flex-col gap-1 px-4 py-3">
          {PUBLIC_NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          <AccountLinks mobile />
        </div>
      </div>
    </header>
  );
}
