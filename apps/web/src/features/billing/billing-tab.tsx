import { BILLING_MESSAGES } from '@pointeo/domain/billing-messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/error-alert';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { Pagination } from '../../components/ui/pagination';
import { useCan } from '../../lib/current-member';
import { useMediaQuery } from '../../lib/use-media-query';
import { useBillingState } from './api/billing-state';
import { useInvoices } from './api/invoices';
import { InvoiceCards } from './components/invoice-cards';
import { InvoiceTable } from './components/invoice-table';
import { SubscriptionSummary } from './components/subscription-summary';

/** Tailwind's `sm`: below it, cards read better than a table scrolled sideways. */
const WIDE_SCREEN = '(min-width: 640px)';

function CurrentSubscription() {
  const state = useBillingState();
  const mayChangePlan = useCan('billing.manage');
  return (
    <section aria-labelledby="abonnement-titre" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="abonnement-titre" className="text-lg font-semibold text-slate-900">
          Abonnement actuel
        </h2>
        {mayChangePlan && (
          <Link to="/pricing" className={buttonClass('secondary')}>
            Changer de plan
          </Link>
        )}
      </div>
      {state.isPending && <LoadingIndicator />}
      {state.isError && <ErrorAlert error={state.error} />}
      {state.data && <SubscriptionSummary state={state.data} />}
    </section>
  );
}

function InvoiceHistory() {
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);
  const InvoiceListView = useMediaQuery(WIDE_SCREEN) ? InvoiceTable : InvoiceCards;
  const pageCount = invoices.data ? Math.ceil(invoices.data.total / invoices.data.pageSize) : 1;
  return (
    <section aria-labelledby="factures-titre" className="space-y-3">
      <h2 id="factures-titre" className="text-lg font-semibold text-slate-900">
        Historique des factures
      </h2>
      {invoices.isPending && <LoadingIndicator />}
      {invoices.isError && <ErrorAlert error={invoices.error} />}
      {invoices.data?.invoices.length === 0 && (
        <p className="rounded-lg border border-slate-200 px-4 py-10 text-center text-slate-600">
          {BILLING_MESSAGES.noInvoices}
        </p>
      )}
      {!!invoices.data?.invoices.length && <InvoiceListView invoices={invoices.data.invoices} />}
      {pageCount > 1 && (
        <Pagination label="Pages des factures" page={page} pageCount={pageCount} onPage={setPage} />
      )}
    </section>
  );
}

/** SPEC §2 Facturation: the subscription, then the invoice history with its PDFs. */
export function BillingTab() {
  return (
    <div className="space-y-10">
      <CurrentSubscription />
      <InvoiceHistory />
    </div>
  );
}
