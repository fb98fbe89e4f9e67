import { useSiteFilter } from '../../lib/site-filter';
import { FormField, inputClass } from './form-field';
import { SiteOptions } from './site-select-field';

/**
 * 'Site' above a section's lists, shown only when the member sees two sites or more: «Tous les
 * sites» or one of them, kept in the address so every section shows the same site.
 */
export function SiteFilter() {
  const { sites, siteId, setSiteId } = useSiteFilter();
  if (sites.length < 2) return null;
  return (
    <div className="w-full sm:w-56">
      <FormField label="Site">
        <select
          className={inputClass}
          value={siteId ?? ''}
          onChange={(event) => setSiteId(event.target.value || null)}
        >
          <option value="">Tous les sites</option>
          <SiteOptions sites={sites} />
        </select>
      </FormField>
    </div>
  );
}
