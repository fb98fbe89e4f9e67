import { isYearMonth } from '@pointeo/domain/timesheets';
import { useSearchParams } from 'react-router';

const parisMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
});

/** 'YYYY-MM' of today in Paris, as the server counts months. */
export function currentParisMonth(now = new Date()): string {
  return parisMonth.format(now).slice(0, 7);
}

/**
 * The month the 'Rapports' tab shows, kept in the address beside `?tab=reports` (`month=YYYY-MM`) so
 * a reload or a shared link show the same month; this month when missing or malformed.
 */
export function useReportMonth(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('month');
  const month = value && isYearMonth(value) ? value : currentParisMonth();
  const setMonth = (next: string) => {
    const search = new URLSearchParams(params);
    search.set('month', next);
    setParams(search, { replace: true });
  };
  return [month, setMonth];
}
