import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { ROLE_LABELS } from '@pointeo/domain/permissions';
import {
  type AcceptInvitationFormValues,
  acceptInvitationFormSchema,
  type InvitationPreview,
  TEAM_MESSAGES,
} from '@pointeo/domain/team';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { FormField, inputClass } from '../../components/ui/form-field';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { toast } from '../../components/ui/toasts';
import { ApiError } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/apply-server-errors';
import { useAcceptInvitation, useInvitationPreview } from './api/invitation';
import { AuthCard } from './components/auth-card';
import { NewPasswordFields } from './components/new-password-fields';

/**
 * The link is dead (expired, used, revoked: the server's 410 says which words to use), or was never
 * one (a malformed token refused by the route's schema): either way the same French message.
 */
function deadLinkMessage(error: Error): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ErrorCode.INVITATION_INVALID) return error.message;
  if (error.status === 400 || error.status === 404) return TEAM_MESSAGES.invitationInvalid;
  return null;
}

function DeadLink({ message }: { message: string }) {
  return (
    <AuthCard title="Invitation non valable">
      <p role="alert" className="text-slate-700">
        {message}
      </p>
      <p className="mt-2 text-slate-700">Demandez une nouvelle invitation à la personne qui vous a invité.</p>
      <Link to="/login" className={buttonClass('primary', 'mt-6')}>
        Aller à la connexion
      </Link>
    </AuthCard>
  );
}

function JoinForm({
  token,
  preview,
  onDeadLink,
}: {
  token: string;
  preview: InvitationPreview;
  onDeadLink: (message: string) => void;
}) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AcceptInvitationFormValues>({
    resolver: zodResolver(acceptInvitationFormSchema),
    defaultValues: { name: '', password: '', passwordConfirmation: '' },
  });

  const onSubmit = handleSubmit(async ({ name, password }) => {
    try {
      await accept.mutateAsync({ name, password });
      toast.success(TEAM_MESSAGES.accepted);
      navigate('/account', { replace: true });
    } catch (error) {
      const dead = error instanceof ApiError && error.code === ErrorCode.INVITATION_INVALID;
      if (dead) return onDeadLink(error.message);
      applyServerFieldErrors(error, setError);
      toast.error(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <AuthCard
      title="Rejoindre l'équipe"
      intro={
        <p>
          <strong>{preview.inviterName}</strong> vous invite à rejoindre{' '}
          <strong>{preview.companyName}</strong> en tant que <strong>{ROLE_LABELS[preview.role]}</strong>.
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField label="E-mail" hint="Vous vous connecterez avec cette adresse.">
          <input className={inputClass} type="email" value={preview.email} readOnly />
        </FormField>
        <FormField label="Nom" required error={errors.name?.message}>
          <input className={inputClass} autoComplete="name" {...register('name')} />
        </FormField>
        <NewPasswordFields label="Mot de passe" register={register} errors={errors} />
        <Button type="submit" className="w-full" disabled={accept.isPending}>
          {accept.isPending ? 'Connexion…' : "Rejoindre l'équipe"}
        </Button>
      </form>
    </AuthCard>
  );
}

/** The page an invitation mail links to: who invites, then a name and a password to join (issue 29). */
export default function InvitationPage() {
  const token = useParams().token ?? '';
  const preview = useInvitationPreview(token);
  const [deadAfterSubmit, setDeadAfterSubmit] = useState<string | null>(null);

  if (deadAfterSubmit) return <DeadLink message={deadAfterSubmit} />;
  if (preview.isPending) {
    return (
      <AuthCard title="Invitation">
        <LoadingIndicator />
      </AuthCard>
    );
  }
  if (preview.isError) {
    const dead = deadLinkMessage(preview.error);
    if (dead) return <DeadLink message={dead} />;
    return (
      <AuthCard title="Invitation">
        <p role="alert" className="text-slate-700">
          Erreur&#8239;: {preview.error.message}
        </p>
        <Button className="mt-6" onClick={() => void preview.refetch()}>
          Réessayer
        </Button>
      </AuthCard>
    );
  }
  return <JoinForm token={token} preview={preview.data} onDeadLink={setDeadAfterSubmit} />;
}
