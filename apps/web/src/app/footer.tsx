import { LEGAL_DOCUMENT_LINKS } from '@pointeo/domain/legal-documents';
import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from '../components/ui/brand-logo';
import { useSiteConfig } from '../lib/site-config';
import { PUBLIC_NAV_LINKS } from './nav-links';

function FooterLinks({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="hover:text-white">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const site = useSiteConfig();
  const year = new Date().getFullYear();
  const socialLinks = site
    ? [
        { href: site.social.linkedin, label: 'Pointeo sur LinkedIn', mark: 'in' },
        { href: site.social.x, label: 'Pointeo sur X', mark: 'X' },
        { href: site.social.facebook, label: 'Pointeo sur Facebook', mark: 'f' },
      ]
    : [];

  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <BrandLogo inverted />
          <p className="mt-4 max-w-xs text-sm leading-6">
            Le pointage simple et sécurisé pour les entreprises françaises, de la TPE au réseau multi-sites.
          </p>
        </div>
        <nav aria-label="Liens du pied de page">
          <h2 className="text-sm font-semibold text-white">Navigation</h2>
          <FooterLinks links={PUBLIC_NAV_LINKS} />
          <h2 className="mt-6 text-sm font-semibold text-white">Documents</h2>
          <FooterLinks links={LEGAL_DOCUMENT_LINKS} />
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">Nous contacter</h2>
          {site && (
            <ul className="mt-4 space-y-2 text-sm">
              <li>
                <a
                  href={`mailto:${site.contactEmail}`}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <Mail className="h-4 w-4" aria-hidden="true" />
                  {site.contactEmail}
                </a>
              </li>
              <li>
                <a
                  href={`tel:${site.contactPhone.replace(/\s/g, '')}`}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <Phone className="h-4 w-4" aria-hidden="true" />
                  {site.contactPhone}
                </a>
              </li>
            </ul>
          )}
          <ul className="mt-6 flex gap-3">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 text-sm font-bold text-white hover:bg-brand-700"
                >
                  <span aria-hidden="true">{link.mark}</span>
                  <span className="sr-only">{link.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800 py-6 text-center text-sm">
        © {year} Pointeo. Tous droits réservés.
      </div>
    </footer>
  );
}
