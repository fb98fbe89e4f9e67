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
        <SiteOptions sites={sites} />
      </select>
    </FormField>
  );
}

/** One option per site, named, valued by its id: the site fields' and the lists' site filter. */
export function SiteOptions({ sites }: { sites: readonly { id: string; name: string }[] }) {
  return sites.map((site) => (
    <option key={site.id} value={site.id}>
      {site.name}
    </option>
  ));
}
