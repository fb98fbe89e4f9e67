import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CompanyAccount,
  type CompanyDetails,
  type CompanyDetailsInput,
  companyDetailsSchema,
} from '@pointeo/domain/accounts';
import { useForm } from 'react-hook-form';
import { AddressFields } from '../../../components/ui/address-fields';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toasts';
import { applyServerFieldErrors } from '../../../lib/apply-server-errors';
import { toastError } from '../../../lib/error-toast';
import { useSaveCompanyDetails } from '../api/account';

export const COMPANY_DETAILS_SAVED = 'Informations mises à jour avec succès';
const DIRECTOR_HINT = 'Remplace «\u202fDirection\u202f» sur la ligne de la direction dans les rapports.';

export function CompanyDetailsForm({ account, onDone }: { account: CompanyAccount; onDone: () => void }) {
  const save = useSaveCompanyDetails();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CompanyDetailsInput, unknown, CompanyDetails>({
    resolver: zodResolver(companyDetailsSchema),
    defaultValues: {
      address: account.address ?? '',
      postalCode: account.postalCode ?? '',
      city: account.city ?? '',
      phone: account.phone ?? '',
      contactFirstName: account.contactFirstName ?? '',
      contactLastName: account.contactLastName ?? '',
      contactMobile: account.contactMobile ?? '',
      directorFirstName: account.directorFirstName ?? '',
      directorLastName: account.directorLastName ?? '',
    },
  });

  const onSubmit = handleSubmit(async (details) => {
    try {
      await save.mutateAsync(details);
      toast.success(COMPANY_DETAILS_SAVED);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError);
      toastError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <AddressFields
        address={{ registration: register('address'), error: errors.address?.message }}
        postalCode={{ registration: register('postalCode'), error: errors.postalCode?.message }}
        city={{ registration: register('city'), error: errors.city?.message }}
      />
      <FormField label="Téléphone" error={errors.phone?.message}>
        <input className={inputClass} type="tel" autoComplete="tel" {...register('phone')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Prénom du contact principal" error={errors.contactFirstName?.message}>
          <input className={inputClass} autoComplete="given-name" {...register('contactFirstName')} />
        </FormField>
        <FormField label="Nom du contact principal" error={errors.contactLastName?.message}>
          <input className={inputClass} autoComplete="family-name" {...register('contactLastName')} />
        </FormField>
      </div>
      <FormField label="Portable du contact" error={errors.contactMobile?.message}>
        <input className={inputClass} type="tel" autoComplete="tel" {...register('contactMobile')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Prénom du dirigeant" hint={DIRECTOR_HINT} error={errors.directorFirstName?.message}>
          <input className={inputClass} autoComplete="off" {...register('directorFirstName')} />
        </FormField>
        <FormField label="Nom du dirigeant" error={errors.directorLastName?.message}>
          <input className={inputClass} autoComplete="off" {...register('directorLastName')} />
        </FormField>
      </div>
      <FormActions
        submitLabel="Enregistrer"
        pendingLabel="Enregistrement…"
        pending={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
