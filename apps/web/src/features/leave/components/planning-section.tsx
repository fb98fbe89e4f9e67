import { elide } from '@pointeo/domain/french-elision';
import type { Planning, PlanningCell } from '@pointeo/domain/leave';
import { LEAVE_MESSAGES as M } from '@pointeo/domain/leave-messages';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { usePlanning } from '../api/planning';
import { statusLabel } from '../leave-display';

const monthTitle = (month: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
const weekdayInitial = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'narrow', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** 'CP' for Congés payés, 'RTT' as is: what fits in a day's cell (the full name is read out). */
function shortName(name: string): string {
  if (name.length <= 4) return name;
  return name
    .split(/\s+/)
    .filter((word) => word.length > 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function cellDescription(cell: PlanningCell): string {
  return [
    cell.absenceName,
    statusLabel(cell.status).toLowerCase(),
    cell.halfDay ? 'demi-journée' : '',
    cell.overlap ? 'chevauche une autre absence de la zone' : '',
    cell.punched ? 'pointage ce jour-là' : '',
  ]
    .filter(Boolean)
    .join(', ');
}

const cellTone = (cell: PlanningCell) =>
  cell.punched
    ? 'bg-red-100 text-red-900 ring-2 ring-red-600'
    : cell.overlap
      ? 'bg-amber-100 text-amber-950 ring-2 ring-amber-600'
      : cell.status === 'pending'
        ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-300'
        : 'bg-green-100 text-green-900';

/** 'Planning': the team's month with absences, requests and public holidays, by zone. */
export function PlanningSection() {
  const [month, setMonth] = useState<string | null>(null);
  const [zone, setZone] = useState<string | null>(null);
  const planning = usePlanning(month, zone);
  if (planning.isPending) return <LoadingIndicator />;
  if (planning.isError) return <ErrorAlert error={planning.error} />;
  const view = planning.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            aria-label="Mois précédent"
            onClick={() => setMonth(view.previousMonth)}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          </Button>
          <h2 className="min-w-40 text-center text-lg font-semibold text-slate-900 first-letter:uppercase">
            {monthTitle(view.month)}
          </h2>
          <Button variant="secondary" aria-label="Mois suivant" onClick={() => setMonth(view.nextMonth)}>
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
        <div className="w-full sm:w-64">
          <FormField label="Zone">
            <select
              className={inputClass}
              value={zone ?? ''}
              onChange={(event) => setZone(event.target.value || null)}
            >
              <option value="">Toutes les zones</option>
              {view.zones.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      </div>
      <PlanningTable view={view} busy={planning.isPlaceholderData} />
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="Légende">
        <li>
          <span className="mr-1 inline-block h-3 w-3 rounded-sm bg-green-100" aria-hidden="true" />
          {M.approved}
        </li>
        <li>
          <span
            className="mr-1 inline-block h-3 w-3 rounded-sm bg-amber-50 ring-1 ring-amber-300"
            aria-hidden="true"
          />
          {M.pending}
        </li>
        <li>
          <span className="mr-1 inline-block h-3 w-3 rounded-sm ring-2 ring-amber-600" aria-hidden="true" />
          Chevauchement dans la zone
        </li>
        <li>
          <span className="mr-1 inline-block h-3 w-3 rounded-sm ring-2 ring-red-600" aria-hidden="true" />
          Pointage pendant une absence
        </li>
      </ul>
    </div>
  );
}

function PlanningTable({ view, busy }: { view: Planning; busy: boolean }) {
  return (
    <ScrollRegion label={`Planning ${elide('de', monthTitle(view.month))}`}>
      <table aria-busy={busy} className={`min-w-full text-xs ${busy ? 'opacity-60' : ''}`}>
        <caption className="sr-only">Absences et demandes {elide('de', monthTitle(view.month))}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-2 py-2 text-left font-semibold text-slate-700">
              {M.employee}
            </th>
            {view.days.map((day) => (
              <th
                key={day.date}
                scope="col"
                title={day.holidayName ?? undefined}
                className={`w-8 px-0.5 py-2 text-center font-semibold ${day.holidayName || day.sunday ? 'bg-slate-200 text-slate-700' : 'text-slate-600'}`}
              >
                <span aria-hidden="true">{weekdayInitial(day.date)}</span>
                <span className="block">{Number(day.date.slice(8))}</span>
                {day.holidayName && <span className="sr-only">, férié ({day.holidayName})</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {view.employees.length === 0 && (
            <tr>
              <td colSpan={view.days.length + 1} className="px-4 py-8 text-center text-slate-600">
                Aucun employé dans cette zone
              </td>
            </tr>
          )}
          {view.employees.map((employee) => {
            const cells = new Map(employee.cells.map((cell) => [cell.date, cell]));
            return (
              <tr key={employee.id}>
                <th scope="row" className="px-2 py-1.5 text-left font-normal whitespace-nowrap">
                  {employee.firstName} {employee.lastName}
                  <span className="block text-slate-500">{employee.zone}</span>
                </th>
                {view.days.map((day) => {
                  const cell = cells.get(day.date);
                  return (
                    <td
                      key={day.date}
                      className={`px-0.5 py-1 text-center ${day.holidayName || day.sunday ? 'bg-slate-100' : ''}`}
                    >
                      {cell && (
                        <span
                          title={cellDescription(cell)}
                          className={`block rounded px-0.5 py-1 font-semibold ${cellTone(cell)}`}
                        >
                          <span aria-hidden="true">{shortName(cell.absenceName)}</span>
                          <span className="sr-only">{cellDescription(cell)}</span>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
