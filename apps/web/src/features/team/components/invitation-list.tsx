import { formatFrenchDate } from '@pointeo/domain/dates';
import { elide } from '@pointeo/domain/french-elision';
import { ROLE_LABELS, roleHasSites } from '@pointeo/domain/permissions';
import type { Team } from '@pointeo/domain/team';
import { Button } from '../../../components/ui/button';
import { siteNames } from '../team-display';

type Invitation = Team['invitations'][number];

interface InvitationListProps {
  team: Team;
  canManage: boolean;
  onCancel: (invitation: Invitation) => void;
}

/** The invitations sent and not yet accepted, with the date their link stops working. */
export function InvitationList({ team, canManage, onCancel }: InvitationListProps) {
  if (team.invitations.length === 0) {
    return <p className="mt-2 text-slate-600">Aucune invitation en attente.</p>;
  }
  return (
    <ul aria-label="Invitations en attente" className="mt-3 space-y-3">
      {team.invitations.map((invitation) => (
        <li
          key={invitation.id}
          className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-4"
        >
          <div className="min-w-0">
            <p className="break-all font-medium text-slate-900">{invitation.email}</p>
            <p className="mt-1 text-sm text-slate-800">
              {ROLE_LABELS[invitation.role]}
              {roleHasSites(invitation.role) && (
                <span className="text-slate-600"> — {siteNames(team.sites, invitation.siteIds)}</span>
              )}
            </p>
            <p className="text-sm text-slate-600">Expire le {formatFrenchDate(invitation.expiresAt)}</p>
          </div>
          {canManage && (
            <Button
              variant="secondary"
              aria-label={`Annuler l'invitation ${elide('de', invitation.email)}`}
              onClick={() => onCancel(invitation)}
            >
              Annuler l'invitation
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
