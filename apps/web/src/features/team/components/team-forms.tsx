import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCode } from '@pointeo/domain/error-codes';
import type { Role } from '@pointeo/domain/permissions';
import {
  type InvitationInput,
  type InvitationInputValues,
  invitationInputSchema,
  type RoleChange,
  type RoleChangeValues,
  roleChangeSchema,
  TEAM_MESSAGES,
  type Team,
} from '@pointeo/domain/team';
import { useState } from 'react';
import { type FieldErrors, type UseFormReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { ApiError } from '../../../lib/api';
import { saveForm } from '../../../lib/save-form';
import { useChangeMemberRole, useInviteMember } from '../api/team';
import { GrantFields } from './grant-fields';

type Member = Team['members'][number];

interface FormProps {
  grantorRole: Role;
  sites: Team['sites'];
  onDone: () => void;
}

/**
 * A refusal without a field to show it under (MEMBER_LIMIT_REACHED, a role refused) stays in the
 * dialog; the field ones (EMAIL_TAKEN, INVITATION_PENDING, the sites) go under their fields.
 */
function useRefusal() {
  const [refusal, setRefusal] = useState<Error | null>(null);
  const onRefused = (error: Error) =>
    setRefusal(error instanceof ApiError && Object.keys(error.fields).length > 0 ? null : error);
  return { refusal, onRefused, clear: () => setRefusal(null) };
}

function Refusal({ error }: { error: Error | null }) {
  return (
    <FormRefusal error={error}>
      {error instanceof ApiError && error.code === ErrorCode.MEMBER_LIMIT_REACHED && (
        <Link to="/pricing" className="font-semibold underline">
          Voir les plans
        </Link>
      )}
    </FormRefusal>
  );
}

/** The role radios and site checkboxes of a form, wired to its values and errors. */
function FormGrantFields<T extends RoleChangeValues>({
  form,
  grantorRole,
  sites,
}: {
  form: UseFormReturn<T>;
  grantorRole: Role;
  sites: Team['sites'];
}) {
  // Both forms hold `role` and `siteIds`: read them through the shape they share.
  const { watch, setValue, formState } = form as unknown as UseFormReturn<RoleChangeValues>;
  const errors = formState.errors as FieldErrors<RoleChangeValues>;
  return (
    <GrantFields
      grantorRole={grantorRole}
      role={watch('role')}
      siteIds={watch('siteIds') ?? []}
      sites={sites}
      roleError={errors.role?.message}
      sitesError={errors.siteIds?.message ?? errors.siteIds?.root?.message}
      onRole={(role) => setValue('role', role)}
      onSiteIds={(siteIds) => setValue('siteIds', siteIds, { shouldValidate: formState.isSubmitted })}
    />
  );
}

/** A company with one site gives it at once: there is nothing else to choose. */
const defaultSites = (sites: Team['sites']) => (sites.length === 1 ? sites.map((site) => site.id) : []);

export function InviteMemberForm({ grantorRole, sites, onDone }: FormProps) {
  const invite = useInviteMember();
  const { refusal, onRefused, clear } = useRefusal();
  const form = useForm<InvitationInputValues, unknown, InvitationInput>({
    resolver: zodResolver(invitationInputSchema),
    defaultValues: { email: '', role: 'site_manager', siteIds: defaultSites(sites) },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const onSubmit = handleSubmit((input) => {
    clear();
    return saveForm(() => invite.mutateAsync(input), TEAM_MESSAGES.invited, setError, onDone, onRefused);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="E-mail" required error={errors.email?.message}>
        <input className={inputClass} type="email" autoComplete="off" {...register('email')} />
      </FormField>
      <FormGrantFields form={form} grantorRole={grantorRole} sites={sites} />
      <Refusal error={refusal} />
      <FormActions
        submitLabel="Envoyer l'invitation"
        pending={invite.isPending}
        pendingLabel="Envoi…"
        onCancel={onDone}
      />
    </form>
  );
}

export function ChangeRoleForm({ member, grantorRole, sites, onDone }: FormProps & { member: Member }) {
  const change = useChangeMemberRole();
  const { refusal, onRefused, clear } = useRefusal();
  const form = useForm<RoleChangeValues, unknown, RoleChange>({
    resolver: zodResolver(roleChangeSchema),
    defaultValues: {
      role: member.role,
      siteIds: member.siteIds.length > 0 ? member.siteIds : defaultSites(sites),
    },
  });
  const onSubmit = form.handleSubmit((input) => {
    clear();
    return saveForm(
      () => change.mutateAsync({ userId: member.userId, change: input }),
      TEAM_MESSAGES.roleChanged,
      form.setError,
      onDone,
      onRefused,
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-slate-700">
        <strong>{member.name}</strong> ({member.email})
      </p>
      <FormGrantFields form={form} grantorRole={grantorRole} sites={sites} />
      <Refusal error={refusal} />
      <FormActions submitLabel="Enregistrer" pending={change.isPending} onCancel={onDone} />
    </form>
  );
}
