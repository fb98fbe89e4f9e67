import { TriangleAlert } from 'lucide-react';

/** The recovery codes, shown this once: each opens the account once when the phone is not at hand. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="space-y-3">
      <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        Notez ces codes de secours et gardez-les en lieu sûr&#8239;: ils ne seront plus affichés. Chacun
        permet une seule connexion sans votre téléphone.
      </p>
      <ul
        aria-label="Codes de secours"
        className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-4 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
