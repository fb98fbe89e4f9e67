import { MonthPanel } from './components/month-panel';
import { TimeSettingsSection } from './components/time-settings-section';
import { WeekPanel } from './components/week-panel';
import { useTimesheetsLocation } from './use-timesheets-location';

/** The 'Temps' tab: every employee's week, or one employee's month with its corrections. */
export function TimesheetsTab() {
  const { employeeId } = useTimesheetsLocation();
  if (employeeId) return <MonthPanel key={employeeId} employeeId={employeeId} />;
  return (
    <div className="space-y-10">
      <WeekPanel />
      <TimeSettingsSection />
    </div>
  );
}
