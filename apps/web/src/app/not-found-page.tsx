import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>Page introuvable — Pointeo</title>
      <p className="text-sm font-semibold text-brand-700">Erreur 404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Page introuvable</h1>
      <p className="mt-4 text-slate-600">
        La page que vous cherchez n'existe pas ou a été déplacée. Vérifiez l'adresse ou revenez à l'accueil.
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Retour à l'accueil
      </Link>
    </section>
  );
}
