import { CHECKOUT_SESSION_PLACEHOLDER, type ConfirmCheckoutBody } from '@pointeo/domain/billing';
import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { NARROW_NO_BREAK_SPACE as NNBSP } from '@pointeo/domain/french-typography';
import { isPlanName } from '@pointeo/domain/plans';
import { AlertTriangle, CheckCircle2, CreditCard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AlertWithWayBack } from '../../components/ui/alert-with-way-back';
import { Button, buttonClass } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { toast } from '../../components/ui/toasts';
import { expireSession } from '../../lib/expire-session';
import { useSession } from '../../lib/session';
import { useConfirmCheckout } from './api/confirm-checkout';

export const INCOMPLETE_LINK_MESSAGE =
  'Ce lien de confirmation de paiement est incomplet\u202f: impossible de vérifier votre paiement. Si vous avez été débité, contactez-nous\u202f; sinon, choisissez à nouveau votre plan.';

/** The checkout success address carries plan, stripe_customer_id and stripe_session_id (SPEC §2). */
function checkoutFromSearch(params: URLSearchParams): ConfirmCheckoutBody | null {
  const plan = params.get('plan');
  const sessionId = params.get('stripe_session_id')?.trim();
  if (!isPlanName(plan) || !sessionId || sessionId === CHECKOUT_SESSION_PLACEHOLDER) return null;
  return { plan, sessionId };
}

type Verdict = 'checking' | 'confirmed' | 'failed';

export const CHECKING_TITLE = 'Vérification du paiement…';
export const FAILED_TITLE = 'Paiement non confirmé';

const HEADINGS: Record<Verdict, { heading: string; tab: string }> = {
  checking: { heading: CHECKING_TITLE, tab: 'Vérification du paiement' },
  confirmed: { heading: BILLING_MESSAGES.paymentSuccessTitle, tab: 'Paiement réussi' },
  failed: { heading: FAILED_TITLE, tab: FAILED_TITLE },
};

/** Nothing says 'réussi' before the server has confirmed the payment (DESIGN.md item 2). */
function Outcome({ verdict, children }: { verdict: Verdict; children: React.ReactNode }) {
  const { heading, tab } = HEADINGS[verdict];
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${tab} — Pointeo`}</title>
      {verdict === 'checking' && (
        <CreditCard className="mx-auto h-16 w-16 text-slate-400" aria-hidden="true" />
      )}
      {verdict === 'confirmed' && (
        <CheckCircle2 className="mx-auto h-16 w-16 text-green-600" aria-hidden="true" />
      )}
      {verdict === 'failed' && (
        <AlertTriangle className="mx-auto h-16 w-16 text-amber-600" aria-hidden="true" />
      )}
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{heading}</h1>
      {children}
    </div>
  );
}

/** Confirms the checkout once per visit (StrictMode mounts twice; the server is idempotent anyway). */
function CheckoutConfirmation({ checkout }: { checkout: ConfirmCheckoutBody }) {
  const confirm = useConfirmCheckout();
  const started = useRef(false);
  const send = () => confirm.mutate(checkout, { onSuccess: ({ message }) => toast.success(message) });

  // biome-ignore lint/correctness/useExhaustiveDependencies: one confirmation per visit, whatever re-renders.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    send();
  }, []);

  const verdict: Verdict = confirm.isSuccess ? 'confirmed' : confirm.isError ? 'failed' : 'checking';
  return (
    <Outcome verdict={verdict}>
      <div className="mt-6" aria-live="polite">
        {verdict === 'checking' && <LoadingIndicator label={BILLING_MESSAGES.paymentSuccessUpdating} />}
        {verdict === 'confirmed' && (
          <>
            <p className="text-lg text-slate-600">
              Merci pour votre confiance{NNBSP}&#8239;! Votre paiement a bien été reçu.
            </p>
            <p className="mt-6 rounded-md bg-green-50 p-4 font-medium text-green-800">
              {BILLING_MESSAGES.paymentSuccessUpdated}
            </p>
          </>
        )}
      </div>
      {confirm.isError && (
        <div role="alert" className="mt-6 space-y-4 rounded-md bg-red-50 p-4 text-red-800">
          <p>{confirm.error.message}</p>
          <Button onClick={send}>Réessayer</Button>
        </div>
      )}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/account" className={buttonClass('secondary')}>
          Mon compte
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Retour à l'accueil
        </Link>
        <BillingTabButton disabled={verdict === 'checking'} />
      </div>
    </Outcome>
  );
}

function BillingTabButton({ disabled }: { disabled: boolean }) {
  const navigate = useNavigate();
  return (
    <Button disabled={disabled} onClick={() => navigate('/account?tab=billing')}>
      Voir mes factures
    </Button>
  );
}

/** SPEC §4: no session once loaded means it expired: say so, then /login after 2 s. */
function ExpiredSession() {
  const navigate = useNavigate();
  useEffect(() => expireSession((path) => navigate(path, { replace: true })), [navigate]);
  return null;
}

export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const checkout = checkoutFromSearch(params);

  if (!checkout) {
    return (
      <Outcome verdict="failed">
        <AlertWithWayBack
          className="mt-6"
          message={INCOMPLETE_LINK_MESSAGE}
          to="/pricing"
          label="Voir les tarifs"
        />
      </Outcome>
    );
  }
  if (session.data) return <CheckoutConfirmation checkout={checkout} />;
  return (
    <Outcome verdict="checking">
      <div className="mt-6">{session.isPending ? <LoadingIndicator /> : <ExpiredSession />}</div>
    </Outcome>
  );
}
