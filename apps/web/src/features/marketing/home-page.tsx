import { Building2, Clock, type LucideIcon, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { TESTIMONIALS } from './testimonials';

const FEATURES: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: 'Pointage simplifié',
    text: 'Vos employés pointent en quelques clics avec leur code PIN à 6 chiffres, depuis une tablette ou un téléphone.',
    icon: Clock,
  },
  {
    title: 'Sécurisé',
    text: 'Vos données sont chiffrées, hébergées en Europe et traitées dans le respect du RGPD.',
    icon: ShieldCheck,
  },
  {
    title: 'Multi-sites',
    text: 'Gérez plusieurs sites et équipes depuis un seul compte, avec une vue centralisée des présences.',
    icon: Building2,
  },
];

export function HomePage() {
  return (
    <>
      <title>Pointeo — La solution de pointage moderne pour votre entreprise</title>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-20 text-center md:py-28">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">
            La solution de pointage moderne pour votre entreprise
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            Pointage par code PIN, suivi des présences en temps réel et gestion des équipes&#8239;: Pointeo
            simplifie le temps de travail de vos salariés.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/register" className={buttonClass('primary', 'px-6 py-3 text-base')}>
              Essai gratuit
            </Link>
            <a href="#fonctionnalites" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
              En savoir plus
            </a>
          </div>
        </div>
      </section>

      <section
        id="fonctionnalites"
        aria-labelledby="fonctionnalites-titre"
        className="mx-auto max-w-6xl px-4 py-20"
      >
        <h2 id="fonctionnalites-titre" className="text-center text-3xl font-bold text-slate-900">
          Pourquoi choisir Pointeo&#8239;?
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="temoignages-titre" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-20">
          <h2 id="temoignages-titre" className="text-center text-3xl font-bold text-slate-900">
            Ils nous font confiance
          </h2>
          <p className="mt-2 text-center text-sm text-slate-600">
            Témoignages illustratifs de nos cas d'usage.
          </p>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {TESTIMONIALS.map((testimonial) => (
              <li key={testimonial.name} className="rounded-xl bg-white p-6 shadow-sm">
                <figure>
                  <blockquote className="text-slate-700">«&#8239;{testimonial.content}&#8239;»</blockquote>
                  <figcaption className="mt-4">
                    <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                    <span className="block text-sm text-slate-600">{testimonial.role}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-brand-700">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 className="text-3xl font-bold text-white">{'Prêt à optimiser la gestion de votre temps ?'}</h2>
          <p className="mt-4 text-brand-100">Créez votre compte en deux minutes, sans carte bancaire.</p>
          <Link
            to="/register"
            className="mt-8 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Démarrer l'essai gratuit
          </Link>
        </div>
      </section>
    </>
  );
}
