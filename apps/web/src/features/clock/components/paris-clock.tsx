import { useEffect, useState } from 'react';

const time = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const day = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** The current time in Paris, whatever the tablet's own time zone. */
export function ParisClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="text-center">
      <p className="font-mono text-5xl font-bold tabular-nums sm:text-6xl">{time.format(now)}</p>
      <p className="mt-1 text-lg capitalize text-slate-300">{day.format(now)}</p>
    </div>
  );
}
