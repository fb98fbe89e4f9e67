import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';

interface ReviewItemProps {
  children: ReactNode;
  /** The link's visible word ('Régulariser'), then what it opens, for screen readers. */
  action: string;
  actionDetail: string;
  search: string;
}

/** One thing for the company to look at, with a link to the month where it is corrected. */
export function ReviewItem({ children, action, actionDetail, search }: ReviewItemProps) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-white p-3 text-sm">
      <span>{children}</span>
      <Link to={{ search }} className={buttonClass('secondary', 'py-1.5')}>
        {action}
        <span className="sr-only"> {actionDetail}</span>
      </Link>
    </li>
  );
}
