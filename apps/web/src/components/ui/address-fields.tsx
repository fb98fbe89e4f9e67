import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from './form-field';

interface AddressField {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** 'Adresse', 'Code postal' and 'Ville' of a postal address: the company's details and a site's. */
export function AddressFields({
  address,
  postalCode,
  city,
}: {
  address: AddressField;
  postalCode: AddressField;
  city: AddressField;
}) {
  return (
    <>
      <FormField label="Adresse" error={address.error}>
        <input className={inputClass} autoComplete="street-address" {...address.registration} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <FormField label="Code postal" error={postalCode.error}>
          <input
            className={inputClass}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            {...postalCode.registration}
          />
        </FormField>
        <FormField label="Ville" error={city.error}>
          <input className={inputClass} autoComplete="address-level2" {...city.registration} />
        </FormField>
      </div>
    </>
  );
}
