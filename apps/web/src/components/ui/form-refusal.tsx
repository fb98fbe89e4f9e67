import type { ReactNode } from 'react';

/**
 * SPEC §8 'Erreur: {message}' for a refused save, inside the form that was refused (a dialog stays
 * open on it), instead of a toast that vanishes. `children`: a way on, such as a link to what is in
 * the way.
 */
export function FormRefusal({ error, children }: { error: Error | null; children?: ReactNode }) {
  if (!error) return null;
  return (
    <div
      role="alert"
      className="space-y-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <p>Erreur&#8239;: {error.message}</p>
      {children}
    </div>
  );
}
