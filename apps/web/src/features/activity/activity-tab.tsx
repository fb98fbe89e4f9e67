import {
  AUDIT_ACTION_LABELS,
  AUDIT_CATEGORIES,
  AUDIT_CATEGORY_LABELS,
  type AuditCategory,
  type AuditEvent,
  type AuditFilters,
  describeAuditDetails,
} from '@pointeo/domain/audit';
import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/error-alert';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { saveFile } from '../../lib/save-file';
import { downloadAuditCsv, useAuditEvents, useMembers } from './api/audit-events';

const FIELD = 'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2';

/** The filters' form: applied when submitted, so the list is read once per choice. */
function Filters({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const members = useMembers().data?.members ?? [];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => (form.get(name) as string) || undefined;
    onApply({
      category: value('category') as AuditCategory | undefined,
      memberId: value('memberId'),
      from: value('from'),
      to: value('to'),
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-5 sm:items-end" aria-label="Filtres">
      <label className="text-sm">
        Catégorie
        <select name="category" className={FIELD}>
          <option value="">Toutes</option>
          {AUDIT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {AUDIT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        Membre
        <select name="memberId" className={FIELD}>
          <option value="">Tous</option>
          {members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        Du
        <input type="date" name="from" className={FIELD} />
      </label>
      <label className="text-sm">
        Au
        <input type="date" name="to" className={FIELD} />
      </label>
      <Button type="submit">Filtrer</Button>
    </form>
  );
}

function EventRow({ event }: { event: AuditEvent }) {
  const details = describeAuditDetails(event.details);
  return (
    <tr className="border-t border-gray-200 align-top">
      <td className="whitespace-nowrap px-3 py-2">{formatFrenchDateTime(event.at)}</td>
      <td className="px-3 py-2">{event.actorLabel}</td>
      <td className="px-3 py-2">{AUDIT_ACTION_LABELS[event.action]}</td>
      <td className="px-3 py-2">
        {event.target}
        {details && <span className="block text-sm text-gray-600">{details}</span>}
      </td>
      <td className="whitespace-nowrap px-3 py-2">{event.ip}</td>
    </tr>
  );
}

/** 'Journal d'activité' (decision 081): the administrators' read of what was done in the company. */
export function ActivityTab() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [exportError, setExportError] = useState<Error | null>(null);
  const [exporting, setExporting] = useState(false);
  const events = useAuditEvents(filters);
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const { blob, fileName } = await downloadAuditCsv(filters);
      saveFile(blob, fileName ?? 'journal-activite.csv');
    } catch (error) {
      setExportError(error as Error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="activity-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="activity-title" className="text-xl font-semibold">
          Journal d'activité
        </h2>
        <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
          {exporting ? 'Export en cours…' : 'Exporter en CSV'}
        </Button>
      </div>
      <p className="text-sm text-gray-600">
        Connexions, changements de l'équipe et de l'abonnement, fichiers exportés, corrections et clés d'API,
        gardés un an.
      </p>
      {exportError && <ErrorAlert error={exportError} />}
      <Filters onApply={setFilters} />
      {events.isPending ? (
        <LoadingIndicator />
      ) : events.isError ? (
        <ErrorAlert error={events.error} />
      ) : rows.length === 0 ? (
        <p>Aucun événement pour ces filtres.</p>
      ) : (
        <ScrollRegion label="Événements">
          <table className="w-full text-left">
            <thead>
              <tr>
                <th scope="col" className="px-3 py-2">
                  Date
                </th>
                <th scope="col" className="px-3 py-2">
                  Qui
                </th>
                <th scope="col" className="px-3 py-2">
                  Action
                </th>
                <th scope="col" className="px-3 py-2">
                  Sur quoi
                </th>
                <th scope="col" className="px-3 py-2">
                  Adresse IP
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((event) => (
                <EventRow key={event.id} event={event} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {events.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => events.fetchNextPage()}
          disabled={events.isFetchingNextPage}
        >
          {events.isFetchingNextPage ? 'Chargement...' : 'Charger plus'}
        </Button>
      )}
    </section>
  );
}
