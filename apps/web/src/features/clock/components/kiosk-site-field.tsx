import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { useSites } from '../../../lib/sites';

/**
 * 'Site' of a kiosk about to be paired or activated (issue 29), when the company has more than one:
 * the first site unless another is chosen. With one site, the server puts the kiosk on it.
 */
export function KioskSiteField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const sites = useSites().data?.sites ?? [];
  if (sites.length < 2) return null;
  return (
    <FormField label="Site" hint="Les pointages faits sur cette borne seront ceux de ce site." error={error}>
      <select className={inputClass} {...registration}>
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {site.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}
