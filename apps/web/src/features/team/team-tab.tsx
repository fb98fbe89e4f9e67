import type { CompanyAccount } from '@pointeo/domain/accounts';
import { TEAM_MESSAGES, type Team } from '@pointeo/domain/team';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../components/ui/error-alert';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { Modal } from '../../components/ui/modal';
import { toast } from '../../components/ui/toasts';
import { UpgradePanel } from '../../components/ui/upgrade-panel';
import { useCan, useCurrentMember } from '../../lib/current-member';
import { toastError } from '../../lib/error-toast';
import { useCancelInvitation, useRemoveMember, useTeam } from './api/team';
import { InvitationList } from './components/invitation-list';
import { MemberList } from './components/member-list';
import { ChangeRoleForm, InviteMemberForm } from './components/team-forms';
import { type Seats, seatsOf } from './team-display';

type Member = Team['members'][number];
type Invitation = Team['invitations'][number];

const TEAM_POINTS = [
  'Chaque membre se connecte avec son e-mail et son mot de passe.',
  'Un rôle par membre\u202f: Administrateur, Responsable de site, Gestionnaire de paie ou Comptable.',
  "Chaque correction, approbation et validation garde le nom du membre qui l'a faite.",
];

/** Issue 29 item 3: the members, the pending invitations, and what the plan allows. */
export function TeamTab({ account }: { account: CompanyAccount }) {
  const team = useTeam();
  const me = useCurrentMember();
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [cancelling, setCancelling] = useState<Invitation | null>(null);
  const role = me.data?.role;
  const canManage = useCan('team.manage');
  const seats = team.data && seatsOf(account.plan, team.data);
  const alone = seats?.limit === 1;

  return (
    <section aria-labelledby="equipe-titre" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="equipe-titre" className="text-lg font-semibold text-slate-900">
            Équipe
          </h2>
          {seats && !alone && <SeatCount seats={seats} plan={account.plan} />}
        </div>
        {canManage && seats && !alone && (
          <Button onClick={() => setInviting(true)} disabled={seats.full !== null}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            Inviter un membre
          </Button>
        )}
      </div>

      {(team.isPending || me.isPending) && <LoadingIndicator />}
      {team.isError && <ErrorAlert error={team.error} />}
      {team.data && (
        <>
          <MemberList
            team={team.data}
            canManage={canManage}
            onChangeRole={setChanging}
            onRemove={setRemoving}
          />
          {canManage && alone && seats?.full && (
            <UpgradePanel
              id="equipe-offre"
              title="Inviter un membre"
              icon={Users}
              message={seats.full}
              points={TEAM_POINTS}
            />
          )}
          {!alone && (
            <section aria-labelledby="invitations-titre">
              <h3 id="invitations-titre" className="font-semibold text-slate-900">
                Invitations en attente
              </h3>
              <InvitationList team={team.data} canManage={canManage} onCancel={setCancelling} />
            </section>
          )}
        </>
      )}

      {role && team.data && (
        <>
          <Modal title="Inviter un membre" open={inviting} onClose={() => setInviting(false)}>
            <InviteMemberForm grantorRole={role} sites={team.data.sites} onDone={() => setInviting(false)} />
          </Modal>
          <Modal title="Modifier le rôle" open={changing !== null} onClose={() => setChanging(null)}>
            {changing && (
              <ChangeRoleForm
                member={changing}
                grantorRole={role}
                sites={team.data.sites}
                onDone={() => setChanging(null)}
              />
            )}
          </Modal>
        </>
      )}
      <RemoveDialog member={removing} onClose={() => setRemoving(null)} />
      <CancelInvitationDialog invitation={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}

function SeatCount({ seats, plan }: { seats: Seats; plan: string }) {
  if (seats.limit === null) {
    return <p className="mt-1 text-slate-600">Membres illimités avec le plan {plan}.</p>;
  }
  return (
    <div className="mt-1 text-slate-600">
      <p>
        <span className="font-semibold text-slate-900">
          {seats.taken} / {seats.limit} membres
        </span>{' '}
        avec le plan {plan}, invitations en attente comprises.
      </p>
      {seats.full && (
        <p className="text-sm">
          {seats.full}{' '}
          <Link to="/pricing" className="font-semibold text-brand-700 underline hover:text-brand-800">
            Passer à un plan supérieur
          </Link>
        </p>
      )}
    </div>
  );
}

function RemoveDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const remove = useRemoveMember();
  const confirm = async () => {
    if (!member) return;
    try {
      await remove.mutateAsync(member.userId);
      toast.success(TEAM_MESSAGES.removed);
      onClose();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <ConfirmDialog
      title={'Retirer ce membre\u202f?'}
      open={member !== null}
      confirmLabel="Retirer"
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {member && (
        <p>
          <strong>{member.name}</strong> perdra son accès au compte de l'entreprise immédiatement&#8239;: ses
          sessions ouvertes sont fermées à l'instant.
        </p>
      )}
    </ConfirmDialog>
  );
}

function CancelInvitationDialog({
  invitation,
  onClose,
}: {
  invitation: Invitation | null;
  onClose: () => void;
}) {
  const cancel = useCancelInvitation();
  const confirm = async () => {
    if (!invitation) return;
    try {
      await cancel.mutateAsync(invitation.id);
      toast.success(TEAM_MESSAGES.revoked);
      onClose();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <ConfirmDialog
      title={"Annuler l'invitation\u202f?"}
      open={invitation !== null}
      confirmLabel={"Annuler l'invitation"}
      pending={cancel.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {invitation && (
        <p>
          Le lien envoyé à <strong>{invitation.email}</strong> ne fonctionnera plus.
        </p>
      )}
    </ConfirmDialog>
  );
}
