import { isIsoDate, isYearMonth } from '@pointeo/domain/timesheets';
import { useSearchParams } from 'react-router';

type Place = { week?: string | null; employee?: string | null; month?: string | null };

/**
 * Where the Temps tab stands, kept in the address beside `?tab=` so Back, a reload or a shared link
 * show the same week or month: `week=YYYY-MM-DD`, or `employee=<id>&month=YYYY-MM` for a month.
 * A malformed value is ignored (this week, this month) rather than sent to the server.
 */
export function useTimesheetsLocation() {
  const [params, setParams] = useSearchParams();
  const week = validOrNull(params.get('week'), isIsoDate);
  const employeeId = params.get('employee') || null;
  const month = validOrNull(params.get('month'), isYearMonth);

  const searchFor = (place: Place) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(place)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return `?${next}`;
  };

  return {
    week,
    employeeId,
    month,
    /** The address of an employee's month, for links (the week stays, for the way back). */
    monthSearch: (employee: string, monthShown: string) => searchFor({ employee, month: monthShown }),
    weekSearch: searchFor({ employee: null, month: null }),
    showWeek: (weekShown: string | null) => setParams(searchFor({ week: weekShown })),
    showMonth: (monthShown: string) => setParams(searchFor({ month: monthShown })),
  };
}

const validOrNull = (value: string | null, isValid: (value: string) => boolean) =>
  value && isValid(value) ? value : null;
