import type { HoursAlertView } from '@pointeo/domain/timesheets';
import { TriangleAlert } from 'lucide-react';

/** The engine's legal alerts, each with its French label. */
export function AlertList({ alerts }: { alerts: HoursAlertView[] }) {
  if (alerts.length === 0) return null;
  return (
    <ul aria-label="Alertes" className="mt-2 space-y-1">
      {alerts.map((alert) => (
        <li
          key={`${alert.code}-${alert.date}-${alert.entryId ?? ''}`}
          className="flex items-start gap-1.5 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {alert.label}
        </li>
      ))}
    </ul>
  );
}
