import { elide } from '@pointeo/domain/french-elision';
import { ROLE_LABELS, roleHasSites } from '@pointeo/domain/permissions';
import type { Team } from '@pointeo/domain/team';
import { Button } from '../../../components/ui/button';
import { siteNames } from '../team-display';

type Member = Team['members'][number];

interface MemberListProps {
  team: Team;
  /** False for whoever may only read the team: no buttons at all. */
  canManage: boolean;
  onChangeRole: (member: Member) => void;
  onRemove: (member: Member) => void;
}

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
      {children}
    </span>
  );
}

/** The members, one card each (a phone reads them as well as a desktop): the owner and oneself untouchable. */
export function MemberList({ team, canManage, onChangeRole, onRemove }: MemberListProps) {
  return (
    <ul aria-label="Membres de l'équipe" className="space-y-3">
      {team.members.map((member) => (
        <li
          key={member.userId}
          className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
        >
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              <span className="break-words">{member.name}</span>
              {member.isYou && <Badge>Vous</Badge>}
              {member.isOwner && <Badge>Propriétaire</Badge>}
            </p>
            <p className="break-all text-sm text-slate-600">{member.email}</p>
            <p className="mt-1 text-sm text-slate-800">
              {ROLE_LABELS[member.role]}
              {roleHasSites(member.role) && (
                <span className="text-slate-600">
                  {' '}
                  — {siteNames(team.sites, member.siteIds) || 'Aucun site'}
                </span>
              )}
            </p>
          </div>
          {canManage && !member.isOwner && !member.isYou && (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                aria-label={`Modifier le rôle ${elide('de', member.name)}`}
                onClick={() => onChangeRole(member)}
              >
                Modifier le rôle
              </Button>
              <Button
                variant="secondary"
                aria-label={`Retirer ${member.name}`}
                onClick={() => onRemove(member)}
              >
                Retirer
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
