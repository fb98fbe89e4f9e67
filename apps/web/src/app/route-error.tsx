import { Link, useRouteError } from 'react-router';

/** Shown when a page fails to load (for example a chunk missing after a deployment). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Cette page n'a pas pu s'afficher</h1>
      <p className="mt-4 text-slate-600">
        Rechargez la page&#8239;; si le problème continue, revenez à l'accueil.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Recharger
        </button>
        <Link to="/" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
          Retour à l'accueil
        </Link>
      </div>
    </main>
  );
}
