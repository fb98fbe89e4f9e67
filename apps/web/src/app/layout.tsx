import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar';

/**
 * The site's frame: the navigation bar, the page, and the footer. The signed-in account is an
 * application, not a marketing page: it goes without the footer (`withFooter={false}`), and its bar
 * is as wide as its tables (decision 044).
 */
export function Layout({ withFooter = true }: { withFooter?: boolean }) {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Aller au contenu
      </a>
      <Navbar wide={!withFooter} />
      {navigation.state === 'loading' && (
        <div className="fixed inset-x-0 top-16 z-40 h-0.5 animate-pulse bg-brand-600" aria-hidden="true" />
      )}
      <main id="contenu" className="flex-1 pt-16">
        <Outlet />
      </main>
      {withFooter && <Footer />}
      <ScrollRestoration />
    </div>
  );
}
