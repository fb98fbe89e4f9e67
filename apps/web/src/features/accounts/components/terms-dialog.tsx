import { legalVersionLabel, TERMS_MESSAGES } from '@pointeo/domain/legal-documents';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toasts';
import { useSignOut } from '../api/sign-out';
import { useAcceptTerms, useTermsStatus } from '../api/terms';
import { TermsCheckbox } from './terms-checkbox';

/**
 * Asks an administrator whose company has not accepted the current version of the legal documents to
 * accept it (decision 084): the dialog cannot be dismissed, only answered or left by signing out.
 */
export function TermsDialog() {
  const status = useTermsStatus(true);
  const accept = useAcceptTerms();
  const signOut = useSignOut();
  const [ticked, setTicked] = useState(false);
  const [missing, setMissing] = useState(false);
  const open = status.data?.accepted === false;

  const onAccept = async () => {
    if (!ticked) {
      setMissing(true);
      return;
    }
    try {
      await accept.mutateAsync();
      toast.success(TERMS_MESSAGES.accepted);
    } catch {
      // The error shows in the dialog.
    }
  };

  return (
    <Modal
      title="Nos conditions ont changé"
      open={open}
      onClose={() => {}}
      dismissible={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            Se déconnecter
          </Button>
          <Button onClick={onAccept} disabled={accept.isPending}>
            {accept.isPending ? 'Enregistrement…' : 'Accepter et continuer'}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-slate-700">
        <p>
          Les conditions générales, la politique de confidentialité et l'accord de sous-traitance ont été mis
          à jour le {legalVersionLabel(status.data?.currentVersion)}. En tant qu'administrateur, acceptez-les
          au nom de votre entreprise pour continuer à utiliser Pointeo.
        </p>
        <TermsCheckbox
          checked={ticked}
          onChange={(event) => {
            setTicked(event.target.checked);
            setMissing(false);
          }}
          error={missing ? TERMS_MESSAGES.required : undefined}
        />
        {accept.error && <ErrorAlert error={accept.error} />}
      </div>
    </Modal>
  );
}
