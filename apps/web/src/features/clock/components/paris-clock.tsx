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

/** The current time in Paris, whatever the tablet's own time zone; the date as French writes it. */
export function ParisClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="text-center">
      <p className="text-[clamp(2.25rem,8dvh,4.5rem)] font-bold leading-none tabular-nums">
        {time.format(now)}
      </p>
      <p className="mt-[clamp(0.25rem,1dvh,0.5rem)] text-[clamp(1rem,2.5dvh,1.25rem)] text-slate-300">
        {day.format(now)}
      </p>
    </div>
  );
}
