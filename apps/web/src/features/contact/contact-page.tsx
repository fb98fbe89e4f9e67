import type { PublicSiteConfig } from '@pointeo/domain/site';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useSiteConfig } from '../../lib/site-config';
import { ContactForm } from './contact-form';

function contactDetails(site: PublicSiteConfig) {
  return [
    { label: 'E-mail', value: site.contactEmail, href: `mailto:${site.contactEmail}`, icon: Mail },
    {
      label: 'Téléphone',
      value: site.contactPhone,
      href: `tel:${site.contactPhone.replace(/\s/g, '')}`,
      icon: Phone,
    },
    { label: 'Adresse', value: site.contactAddress, href: undefined, icon: MapPin },
  ];
}

export default function ContactPage() {
  const site = useSiteConfig();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <title>Contact — Pointeo</title>
      <h1 className="text-4xl font-bold text-slate-900">Contactez-nous</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        Une question sur Pointeo, un devis pour plusieurs sites&#8239;? Écrivez-nous, nous répondons sous 24
        heures ouvrées.
      </p>
      <div className="mt-12 grid gap-12 md:grid-cols-[1fr_2fr]">
        <section aria-labelledby="coordonnees-titre">
          <h2 id="coordonnees-titre" className="text-xl font-semibold text-slate-900">
            Nos coordonnées
          </h2>
          {site && (
            <ul className="mt-6 space-y-5 text-slate-700">
              {contactDetails(site).map(({ label, value, href, icon: Icon }) => (
                <li key={label} className="flex gap-3">
                  <Icon className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <span>
                    <span className="block text-sm text-slate-500">{label}</span>
                    {href ? (
                      <a href={href} className="font-medium hover:text-brand-700">
                        {value}
                      </a>
                    ) : (
                      <span className="font-medium">{value}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="message-titre"
          className="rounded-2xl border border-slate-200 p-6 shadow-sm md:p-8"
        >
          <h2 id="message-titre" className="text-xl font-semibold text-slate-900">
            Envoyez-nous un message
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">
            Les champs marqués d'un astérisque (*) sont obligatoires.
          </p>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
