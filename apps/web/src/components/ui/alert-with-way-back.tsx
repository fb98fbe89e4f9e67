import { Link } from 'react-router';
import { buttonClass } from './button';

/** A problem the person cannot fix here, said as an alert, with the one link that gets them going again. */
export function AlertWithWayBack({
  message,
  to,
  label,
  className = '',
}: {
  message: string;
  to: string;
  label: string;
  className?: string;
}) {
  return (
    <div role="alert" className={`space-y-4 ${className}`}>
      <p className="text-slate-800">{message}</p>
      <Link to={to} className={buttonClass('secondary')}>
        {label}
      </Link>
    </div>
  );
}
