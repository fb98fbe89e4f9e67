import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { Info, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Back from an abandoned checkout (/pricing?canceled=true): say nothing was charged, once. */
export function CanceledCheckoutNotice() {
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(() => params.get('canceled') === 'true');

  useEffect(() => {
    if (!params.has('canceled')) return;
    // A reload or a shared link must not say it again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('canceled');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  if (!shown) return null;
  return (
    <div
      role="status"
      className="mx-auto mt-8 flex max-w-2xl items-start gap-3 rounded-md border border-blue-200 bg-blue-50 p-4 text-blue-900"
    >
      <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">{BILLING_MESSAGES.checkoutCanceled}</p>
      <button
        type="button"
        onClick={() => setShown(false)}
        aria-label="Fermer le message"
        className="rounded-md p-1 text-blue-900 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </button>
    </div>
  );
}
