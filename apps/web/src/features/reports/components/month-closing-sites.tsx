import { MONTH_CLOSING_MESSAGES as M, type MonthClosing } from '@pointeo/domain/month-closing';
import { Button } from '../../../components/ui/button';
import { ScrollRegion } from '../../../components/ui/scroll-region';

/** A site to validate: its not yet validated employees. */
export interface SiteToValidate {
  name: string;
  ids: string[];
}

/**
 * 'Statut des sites' (issue 29 item 2), for a company with several sites: each site's employees
 * validated, what keeps the others from being validated, and 'Valider le site', which validates its
 * employees one by one as 'Valider la sélection' does (decision 049).
 */
export function MonthClosingSites({
  closing,
  canValidate,
  onValidate,
}: {
  closing: MonthClosing;
  canValidate: boolean;
  /** Absent for a role that validates nobody: the sites' status only. */
  onValidate?: (site: SiteToValidate) => void;
}) {
  return (
    <ScrollRegion label={M.sitesTable}>
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{M.sitesTable}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {M.site}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {M.siteEmployees}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {M.siteBlocking}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">{M.validateSite}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {closing.sites.map((site) => {
            const ids = closing.employees
              .filter((employee) => employee.siteId === site.id && !employee.validated)
              .map((employee) => employee.id);
            return (
              <tr key={site.id}>
                <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium text-slate-900">
                  {site.name}
                </th>
                <td className="px-3 py-2 tabular-nums text-slate-700">
                  {M.summary(site.validatedCount, site.employeesCount)}
                </td>
                <td className={`px-3 py-2 ${site.blocked.length > 0 ? 'text-red-700' : 'text-slate-700'}`}>
                  {site.blocked.length === 0 ? (
                    M.nothingBlocks
                  ) : (
                    <ul className="space-y-1">
                      {site.blocked.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="px-3 py-2 text-right">
                  {ids.length === 0 ? (
                    <span className="inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      {M.siteValidated}
                    </span>
                  ) : (
                    onValidate && (
                      <Button
                        variant="secondary"
                        aria-label={M.validateSiteOf(site.name)}
                        disabled={!canValidate || site.blocked.length > 0}
                        onClick={() => onValidate({ name: site.name, ids })}
                      >
                        {M.validateSite}
                      </Button>
                    )
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
