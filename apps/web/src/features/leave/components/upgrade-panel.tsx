import { LEAVE_MESSAGES as M } from '@pointeo/domain/leave-messages';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';

/** On a plan without leave management: what the tab does, the server's French refusal, and the way to upgrade. */
export function UpgradePanel({ message }: { message: string }) {
  return (
    <section aria-labelledby="conges-offre" className="rounded-lg border border-slate-200 p-6">
      <h2 id="conges-offre" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarDays className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {M.tab}
      </h2>
      <p className="mt-2 text-slate-700">{message}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        <li>Les demandes de congé faites à la borne, approuvées ou refusées en un clic.</li>
        <li>Les soldes de congés payés calculés selon le Code du travail (jours ouvrables ou ouvrés).</li>
        <li>Les absences comptées dans les feuilles de temps.</li>
      </ul>
      <Link to="/pricing" className={buttonClass('primary', 'mt-4')}>
        Voir les plans
      </Link>
    </section>
  );
}
