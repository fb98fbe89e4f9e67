/** SPEC §8 'Erreur: {message}' where a load failed, in place of what could not be shown. */
export function ErrorAlert({ error }: { error: Error }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
      Erreur&#8239;: {error.message}
    </p>
  );
}
