import type { CompanyAccount } from '@pointeo/domain/accounts';
import { formatFrenchDate } from '@pointeo/domain/dates';

/** The Facturation tab: current plan and renewal; the invoice history arrives with the billing work. */
export function BillingTab({ account }: { account: CompanyAccount }) {
  return (
    <section aria-labelledby="facturation-titre">
      <h2 id="facturation-titre" className="text-lg font-semibold text-slate-900">
        Abonnement actuel
      </h2>
      <p className="mt-2 text-slate-700">
        Plan {account.abonnement}, renouvellement le {formatFrenchDate(account.renouvellement)}.
      </p>
      <h3 className="mt-8 font-semibold text-slate-900">Historique des factures</h3>
      <p className="mt-2 text-slate-600">Aucune facture disponible</p>
    </section>
  );
}
