import type { ReactNode } from 'react';

/** One labelled value of a list card (the phone layout of a table), inside a `<dl>`. */
export function CardDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
