import type { CompanyAccount } from '@pointeo/domain/accounts';
import { formatFrenchDate } from '@pointeo/domain/dates';
import { formatSiret } from '@pointeo/domain/siret';
import { Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useCan } from '../../../lib/current-member';
import { CompanyDetailsForm } from './company-details-form';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

const orFallback = (value: string | null, fallback: string) => value || fallback;

export function GeneralTab({ account }: { account: CompanyAccount }) {
  const [editing, setEditing] = useState(false);
  const mayEdit = useCan('account.edit');
  const seesBilling = useCan('billing.read');
  const cityLine = [account.postalCode, account.city].filter(Boolean).join(' ');
  const contactName = [account.contactFirstName, account.contactLastName].filter(Boolean).join(' ');
  const directorName = [account.directorFirstName, account.directorLastName].filter(Boolean).join(' ');

  return (
    <section aria-labelledby="informations-titre">
      <div className="flex items-center justify-between gap-4">
        <h2 id="informations-titre" className="text-lg font-semibold text-slate-900">
          Informations de l'entreprise
        </h2>
        {mayEdit && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Modifier
          </Button>
        )}
      </div>
      <dl className="mt-4 divide-y divide-slate-200">
        <Detail label="Nom de l'entreprise">{account.name}</Detail>
        <Detail label="SIRET">{formatSiret(account.siret)}</Detail>
        <Detail label="E-mail">{account.email}</Detail>
        <Detail label="Adresse">
          {orFallback(account.address, 'Non renseignée')}
          {cityLine && <span className="block">{cityLine}</span>}
        </Detail>
        <Detail label="Contact principal">{orFallback(contactName, 'Non renseigné')}</Detail>
        <Detail label="Téléphone">{orFallback(account.phone, 'Non renseigné')}</Detail>
        <Detail label="Portable">{orFallback(account.contactMobile, 'Non renseigné')}</Detail>
        <Detail label="Dirigeant (rapports)">{orFallback(directorName, 'Non renseigné')}</Detail>
        {seesBilling && (
          <>
            <Detail label="Abonnement">{account.plan}</Detail>
            <Detail label="Date de renouvellement">{formatFrenchDate(account.renewsAt)}</Detail>
          </>
        )}
      </dl>
      <Modal title="Modifier les informations" open={editing} onClose={() => setEditing(false)}>
        <CompanyDetailsForm account={account} onDone={() => setEditing(false)} />
      </Modal>
    </section>
  );
}
