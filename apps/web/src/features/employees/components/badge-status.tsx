import { BADGE_MESSAGES } from '@pointeo/domain/badges';
import { formatFrenchDate } from '@pointeo/domain/dates';
import type { Employee } from '@pointeo/domain/employees';
import { Ban } from 'lucide-react';
import { fullName } from '../employee-display';

interface BadgeStatusProps {
  employee: Employee;
  /** 'Révoquer le badge', offered to a role that may change employees. */
  onRevoke?: ((employee: Employee) => void) | undefined;
}

/** The 'Badge' column: 'Oui le JJ/MM/AAAA' while a badge is live, with its revocation; '—' otherwise. */
export function BadgeStatus({ employee, onRevoke }: BadgeStatusProps) {
  if (!employee.badgeIssuedAt) {
    return (
      <>
        <span aria-hidden="true" className="text-slate-600">
          {BADGE_MESSAGES.none}
        </span>
        <span className="sr-only">{BADGE_MESSAGES.noneSpoken}</span>
      </>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <time dateTime={employee.badgeIssuedAt}>
        {BADGE_MESSAGES.issuedOn(formatFrenchDate(employee.badgeIssuedAt))}
      </time>
      {onRevoke && (
        <button
          type="button"
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={BADGE_MESSAGES.revokeOf(fullName(employee))}
          title={BADGE_MESSAGES.revoke}
          onClick={() => onRevoke(employee)}
        >
          <Ban className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
