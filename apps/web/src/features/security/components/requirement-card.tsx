import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toasts';
import { toastError } from '../../../lib/error-toast';
import { useSetTwoFactorRequirement } from '../api/security';

/** 'Exiger la double authentification', the administrator's: every member must turn it on. */
export function RequirementCard({ required }: { required: boolean }) {
  const setRequirement = useSetTwoFactorRequirement();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      toast.success((await setRequirement.mutateAsync(!required)).message);
    } catch (failure) {
      toastError(failure);
    } finally {
      setAsking(false);
    }
  };
  return (
    <section aria-labelledby="exiger-2fa-titre" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id="exiger-2fa-titre" className="text-lg font-semibold text-slate-900">
        Exiger la double authentification
      </h2>
      <p className="text-slate-700">
        {required
          ? "Exigée\u202f: chaque membre doit activer la double authentification avant d'accéder au compte."
          : "Non exigée\u202f: chaque membre choisit de l'activer ou non."}
      </p>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {required ? 'Ne plus exiger la double authentification' : 'Exiger la double authentification'}
      </Button>
      <ConfirmDialog
        title={required ? 'Ne plus exiger la double authentification' : 'Exiger la double authentification'}
        open={asking}
        confirmLabel={required ? 'Ne plus exiger' : 'Exiger'}
        confirmVariant="primary"
        pending={setRequirement.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        {required
          ? 'Les membres pourront de nouveau se connecter avec leur seul mot de passe.'
          : "Les membres qui ne l'ont pas encore activée ne pourront plus utiliser que la section Sécurité, jusqu'à son activation. Vous aussi."}
      </ConfirmDialog>
    </section>
  );
}
