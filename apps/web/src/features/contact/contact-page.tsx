import { Mail, MapPin, Phone } from 'lucide-react';
import { useSiteConfig } from '../../lib/site-config';
import { ContactForm } from './contact-form';

export default function ContactPage() {
  const site = useSiteConfig();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <title>Contact — Pointeo</title>
      <h1 className="text-4xl font-bold text-slate-900">Contactez-nous</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        Une question sur Pointeo, un devis pour plusieurs sites ? Écrivez-nous, nous répondons sous 24 heures
        ouvrées.
      </p>
      <div className="mt-12 grid gap-12 md:grid-cols-[1fr_2fr]">
        <section aria-labelledby="coordonnees-titre">
          <h2 id="coordonnees-titre" className="text-xl font-semibold text-slate-900">
            Nos coordonnées
          </h2>
          {site && (
            <ul className="mt-6 space-y-5 text-slate-700">
              <li className="flex gap-3">
                <Mail className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  <span className="block text-sm text-slate-500">E-mail</span>
                  <a href={`mailto:${site.contactEmail}`} className="font-medium hover:text-brand-700">
                    {site.contactEmail}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <Phone className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  <span className="block text-sm text-slate-500">Téléphone</span>
                  <a
                    href={`tel:${site.contactPhone.replace(/\s/g, '')}`}
                    className="font-medium hover:text-brand-700"
                  >
                    {site.contactPhone}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <MapPin className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  <span className="block text-sm text-slate-500">Adresse</span>
                  <span className="font-medium">{site.contactAddress}</span>
                </span>
              </li>
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
