import type { SecurityState, TwoFactorSetup as Setup } from '@pointeo/domain/two-factor';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toasts';
import { countOf } from '../../../lib/count-of';
import { useDisableTwoFactor, useRegenerateRecoveryCodes, useStartTwoFactor } from '../api/security';
import { PasswordDialog } from './password-dialog';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';

type Asking = 'enable' | 'disable' | 'codes' | null;

/** 'Double authentification': turn it on (app, first code, recovery codes), new codes, turn it off. */
export function TwoFactorCard({ state }: { state: SecurityState }) {
  const start = useStartTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [asking, setAsking] = useState<Asking>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  return (
    <section aria-labelledby="double-authentification-titre" className="space-y-4">
      <h2 id="double-authentification-titre" className="text-lg font-semibold text-slate-900">
        Double authentification
      </h2>
      {setup ? (
        <TwoFactorSetup setup={setup} onDone={() => setSetup(null)} />
      ) : state.twoFactorEnabled ? (
        <>
          <p className="flex items-start gap-2 text-slate-700">
            <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
            <span>
              Activée&#8239;: à chaque connexion, un code de votre application vous est demandé après le mot
              de passe.{' '}
              {state.recoveryCodesLeft !== null &&
                countOf(state.recoveryCodesLeft, 'code de secours restant', 'codes de secours restants')}
              .
            </span>
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setAsking('codes')}>
              Nouveaux codes de secours
            </Button>
            {!state.companyRequiresTwoFactor && (
              <Button variant="danger" onClick={() => setAsking('disable')}>
                Désactiver la double authentification
              </Button>
            )}
          </div>
        </>
      ) : (
        <>
          <p className="text-slate-700">
            Protégez votre compte&#8239;: en plus du mot de passe, un code à 6 chiffres de votre application
            d'authentification vous sera demandé à chaque connexion.
          </p>
          <Button onClick={() => setAsking('enable')}>Activer la double authentification</Button>
        </>
      )}

      <PasswordDialog
        title="Activer la double authentification"
        open={asking === 'enable'}
        confirmLabel="Continuer"
        onCancel={() => setAsking(null)}
        onConfirm={async (password) => {
          setSetup(await start.mutateAsync(password));
          setAsking(null);
        }}
      >
        Confirmez votre mot de passe pour commencer.
      </PasswordDialog>
      <PasswordDialog
        title="Désactiver la double authentification"
        open={asking === 'disable'}
        confirmLabel="Désactiver"
        confirmVariant="danger"
        onCancel={() => setAsking(null)}
        onConfirm={async (password) => {
          toast.success((await disable.mutateAsync(password)).message);
          setAsking(null);
        }}
      >
        Votre compte ne sera plus protégé que par son mot de passe.
      </PasswordDialog>
      <PasswordDialog
        title="Nouveaux codes de secours"
        open={asking === 'codes'}
        confirmLabel="Créer de nouveaux codes"
        onCancel={() => setAsking(null)}
        onConfirm={async (password) => {
          setNewCodes((await regenerate.mutateAsync(password)).recoveryCodes);
          setAsking(null);
        }}
      >
        Les codes de secours actuels cesseront de fonctionner.
      </PasswordDialog>
      <Modal title="Vos nouveaux codes de secours" open={newCodes !== null} onClose={() => setNewCodes(null)}>
        <div className="space-y-4">
          {newCodes && <RecoveryCodes codes={newCodes} />}
          <Button onClick={() => setNewCodes(null)}>J'ai noté mes codes de secours</Button>
        </div>
      </Modal>
    </section>
  );
}
