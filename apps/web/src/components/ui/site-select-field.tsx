import type { UseFormRegisterReturn } from 'react-hook-form';
import { useSites } from '../../lib/sites';
import { FormField, inputClass } from './form-field';

/**
 * 'Site' of what is being written (an employee, a kiosk), shown only when the company has more than
 * one (issue 29): the first site unless another is chosen. With one site the server uses it.
 */
export function SiteSelectField({
  registration,
  hint,
  error,
}: {
  registration: UseFormRegisterReturn;
  hint: string;
  error?: string | undefined;
}) {
  const sites = useSites().data?.sites ?? [];
  if (sites.length < 2) return null;
  return (
    <FormField label="Site" hint={hint} error={error}>
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
