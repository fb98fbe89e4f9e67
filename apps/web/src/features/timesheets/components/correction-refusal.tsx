import { useState } from 'react';
import { Link } from 'react-router';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { ApiError } from '../../../lib/api';
import { useTimesheetsLocation } from '../use-timesheets-location';

/** The id of the element of an entry of the month, where the link of a refusal leads. */
export const entryAnchor = (entryId: string) => `pointage-${entryId}`;

/** A correction's refusal, kept in its form until the next try. */
export function useCorrectionRefusal() {
  const [refusal, setRefusal] = useState<Error | null>(null);
  return { refusal, onRefused: setRefusal, clear: () => setRefusal(null) };
}

/**
 * Why the server refused a correction, said inside its dialog; when another entry is in the way and
 * the server names it (`details.entryId`, `details.month`), a link closes the dialog and leads to it.
 */
export function CorrectionRefusal({ error, onLeave }: { error: Error | null; onLeave: () => void }) {
  const location = useTimesheetsLocation();
  const entryId = error instanceof ApiError ? error.details.entryId : undefined;
  const month = error instanceof ApiError ? error.details.month : undefined;
  return (
    <FormRefusal error={error}>
      {entryId && month && location.employeeId && (
        <Link
          to={{ search: location.monthSearch(location.employeeId, month), hash: entryAnchor(entryId) }}
          onClick={onLeave}
          className="font-semibold text-red-900 underline underline-offset-2 hover:text-red-950 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Voir le pointage en conflit
        </Link>
      )}
    </FormRefusal>
  );
}
