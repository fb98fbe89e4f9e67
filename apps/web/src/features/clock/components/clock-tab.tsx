import type { TimeEntry } from '@pointeo/domain/clock';
import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { formatDistance } from '@pointeo/domain/punch-position';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { SiteFilter } from '../../../components/ui/site-filter';
import { useCan } from '../../../lib/current-member';
import { useSites } from '../../../lib/sites';
import { useRecentEntries } from '../api/clock-admin';
import { KioskDevices } from './kiosk-devices';

const displayName = (entry: TimeEntry) =>
  entry.role === 'direction' ? `Direction (${entry.lastName})` : `${entry.firstName} ${entry.lastName}`;

function departure(entry: TimeEntry) {
  if (entry.missingClockOut) return <span className="font-medium text-red-700">Départ non pointé</span>;
  if (!entry.clockOut) return <span className="font-medium text-green-700">En cours</span>;
  return formatFrenchDateTime(entry.clockOut);
}

/** «Autre site»: a punch of the entry was made on a kiosk of another site than the employee's. */
function OtherSiteBadge() {
  return (
    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      {CLOCK_MESSAGES.otherSiteBadge}
    </span>
  );
}

/** «Téléphone»: a punch of the entry was made on the employee's phone (decision 069). */
function PhoneBadge() {
  return (
    <span className="ml-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
      {CLOCK_MESSAGES.phoneBadge}
    </span>
  );
}

/** «Hors zone (1,2 km)»: a position read at a punch of the entry was out of its site's zone. */
function OutOfZoneBadge({ distanceM }: { distanceM: number }) {
  return (
    <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">
      {CLOCK_MESSAGES.outOfZone(formatDistance(distanceM))}
    </span>
  );
}

function PresentPeople({ entries }: { entries: TimeEntry[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-full bg-green-50 px-3 py-1 text-sm text-green-900">
          {displayName(entry)} — depuis {formatFrenchDateTime(entry.clockIn).slice(-5)}
        </li>
      ))}
    </ul>
  );
}

/** The people in, site by site (each under its heading), in the order of their first arrival. */
function bySite(entries: TimeEntry[]) {
  const groups = new Map<string, { siteName: string; entries: TimeEntry[] }>();
  for (const entry of entries) {
    const group = groups.get(entry.siteId) ?? { siteName: entry.siteName, entries: [] };
    group.entries.push(entry);
    groups.set(entry.siteId, group);
  }
  return [...groups.entries()];
}

/** The 'Pointages' tab: who is in right now, the latest punches, and the kiosk devices. */
export function ClockTab() {
  const entries = useRecentEntries();
  const managesKiosks = useCan('kiosks.manage');
  const severalSites = (useSites().data?.sites.length ?? 0) > 1;
  const present = entries.data?.filter((entry) => !entry.clockOut && !entry.missingClockOut) ?? [];

  return (
    <div>
      <div className="mb-6">
        <SiteFilter />
      </div>
      <section aria-labelledby="presents-titre">
        <h2 id="presents-titre" className="text-lg font-semibold text-slate-900">
          Présents en ce moment ({present.length})
        </h2>
        {entries.isPending && <LoadingIndicator />}
        {entries.isError && <ErrorAlert error={entries.error} />}
        {entries.data && present.length === 0 && (
          <p className="mt-2 text-slate-600">Personne n'est pointé actuellement.</p>
        )}
        {severalSites ? (
          bySite(present).map(([siteId, group]) => (
            <div key={siteId} className="mt-4">
              <h3 className="text-base font-medium text-slate-800">
                {group.siteName} ({group.entries.length})
              </h3>
              <PresentPeople entries={group.entries} />
            </div>
          ))
        ) : (
          <PresentPeople entries={present} />
        )}
      </section>

      <section aria-labelledby="derniers-titre" className="mt-10">
        <h2 id="derniers-titre" className="text-lg font-semibold text-slate-900">
          Derniers pointages
        </h2>
        {entries.data?.length === 0 && <p className="mt-2 text-slate-600">Aucun pointage pour le moment.</p>}
        {entries.data && entries.data.length > 0 && (
          <div className="mt-3">
            <ScrollRegion label="Tableau des derniers pointages">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Derniers pointages, du plus récent au plus ancien</caption>
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-medium">
                      Employé
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      Arrivée
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      Départ
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {entries.data.map((entry) => (
                    <tr key={entry.id}>
                      <td className="px-4 py-3 font-medium text-slate-900">
                        {displayName(entry)}
                        {entry.otherSite && <OtherSiteBadge />}
                        {entry.phone && <PhoneBadge />}
                        {entry.outOfZoneDistanceM !== null && (
                          <OutOfZoneBadge distanceM={entry.outOfZoneDistanceM} />
                        )}
                      </td>
                      <td className="px-4 py-3">{formatFrenchDateTime(entry.clockIn)}</td>
                      <td className="px-4 py-3">{departure(entry)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        )}
      </section>

      {managesKiosks && <KioskDevices />}
    </div>
  );
}
