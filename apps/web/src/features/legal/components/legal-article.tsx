import { legalVersionLabel } from '@pointeo/domain/legal-documents';
import type { ReactNode } from 'react';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-3 leading-7 text-slate-700">{children}</div>
    </section>
  );
}

/** A bulleted list in a section. */
export function Items({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6">{children}</ul>;
}

/** One of the versioned legal documents (decision 084): its title, then the date of its wording. */
export function LegalArticle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <title>{`${title} — Pointeo`}</title>
      <h1 className="text-4xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-sm text-slate-600">Version du {legalVersionLabel()}</p>
      {children}
    </article>
  );
}
