import { formatEuros } from '@pointeo/domain/money';
import { SIMULATOR_MESSAGES } from '@pointeo/domain/payment-simulator';
import { FlaskConical, Lock } from 'lucide-react';
import { useParams } from 'react-router';
import { AlertWithWayBack } from '../../components/ui/alert-with-way-back';
import { AmountBreakdown } from '../../components/ui/amount-breakdown';
import { BrandLogo } from '../../components/ui/brand-logo';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { ApiError } from '../../lib/api';
import { useSimulatorCheckout } from './api/simulator-checkout';
import { CardPaymentForm } from './components/card-payment-form';

function SimulatorBanner() {
  return (
    <p className="flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <span>
        <strong>Simulateur de paiement local.</strong> Cette page remplace la page de paiement du prestataire
        en développement&#8239;: aucune carte réelle n'est débitée.
      </span>
    </p>
  );
}

function Unavailable({ message }: { message: string }) {
  return (
    <AlertWithWayBack message={message} to="/pricing" label="Retour aux tarifs" className="text-center" />
  );
}

function CheckoutBody({ id }: { id: string }) {
  const checkout = useSimulatorCheckout(id);
  if (checkout.isPending) return <LoadingIndicator />;
  if (checkout.isError) {
    const notFound = checkout.error instanceof ApiError && checkout.error.status === 404;
    return <Unavailable message={notFound ? SIMULATOR_MESSAGES.sessionNotFound : checkout.error.message} />;
  }
  if (checkout.data.status !== 'open') return <Unavailable message={SIMULATOR_MESSAGES.sessionClosed} />;
  const { plan, amount, email, companyName } = checkout.data;
  return (
    <>
      <section aria-labelledby="recapitulatif-titre" className="rounded-lg bg-slate-50 p-4">
        <h2 id="recapitulatif-titre" className="sr-only">
          Récapitulatif
        </h2>
        <p className="text-sm text-slate-600">{companyName}</p>
        <p className="mt-1 text-slate-900">
          Abonnement <strong>Pointeo {plan}</strong>
        </p>
        <p className="mt-1 text-3xl font-bold text-slate-900">
          {formatEuros(amount.grossCents)}{' '}
          <span className="text-base font-normal text-slate-600">TTC par mois</span>
        </p>
        <div className="mt-3">
          <AmountBreakdown label="Montant mensuel" amount={amount} />
        </div>
        <p className="mt-2 text-sm text-slate-600">
          E-mail&#8239;: <span className="break-all text-slate-900">{email}</span>
        </p>
      </section>
      <CardPaymentForm id={id} amount={formatEuros(amount.grossCents)} />
    </>
  );
}

/** The simulator's hosted checkout (DESIGN.md: the local stand-in for the provider's payment page). */
export default function SimulatorCheckoutPage() {
  const { id = '' } = useParams();
  return (
    <div className="min-h-dvh bg-slate-100 px-4 py-8 sm:py-16">
      <title>Paiement — Simulateur Pointeo</title>
      <main className="mx-auto max-w-md space-y-6 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-center justify-between gap-2">
          <BrandLogo />
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <Lock className="h-4 w-4" aria-hidden="true" />
            Mode test
          </span>
        </div>
        <h1 className="text-2xl font-bold text-slate-900">Paiement par carte</h1>
        <SimulatorBanner />
        <CheckoutBody id={id} />
      </main>
    </div>
  );
}
