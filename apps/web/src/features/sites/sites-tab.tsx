import { featureUnavailableMessage, planAllows } from '@pointeo/domain/plan-features';
import { SITE_CODE_MESSAGES } from '@pointeo/domain/site-code';
import { departementLabel, hasAlsaceMoselleHolidays, SITE_MESSAGES, type Site } from '@pointeo/domain/sites';
import { Building2, MapPinPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../components/ui/error-alert';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { Modal } from '../../components/ui/modal';
import { PlansLink } from '../../components/ui/plans-link';
import { toast } from '../../components/ui/toasts';
import { countOf } from '../../lib/count-of';
import { useCan } from '../../lib/current-member';
import { toastError } from '../../lib/error-toast';
import { useSites } from '../../lib/sites';
import { useArchiveSite } from './api/archive-site';
import { AddSiteForm, EditSiteForm } from './components/site-form';

type Editing = { kind: 'add' } | { kind: 'edit'; site: Site } | null;

/**
 * 'Sites' (issue 29): the company's workplaces. Several sites are the Standard plan's; on Gratuit
 * the section says so beside its one site, with the way to the plans. Adding, changing and archiving
 * take sites.manage; the other roles read the list.
 */
export function SitesTab() {
  const list = useSites();
  const archive = useArchiveSite();
  const mayManage = useCan('sites.manage');
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<Site | null>(null);
  const full = mayManage && list.data?.siteLimit != null && list.data.sites.length >= list.data.siteLimit;
  const siteCodeInPlan = list.data ? planAllows(list.data.plan, 'advancedClocking') : false;

  const confirmArchive = async () => {
    if (!archiving) return;
    try {
      await archive.mutateAsync(archiving.id);
      toast.success(SITE_MESSAGES.archived);
    } catch (error) {
      toastError(error);
    } finally {
      setArchiving(null);
    }
  };

  return (
    <section aria-labelledby="sites-titre" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="sites-titre" className="text-lg font-semibold text-slate-900">
            Sites
          </h2>
          <p className="mt-1 text-slate-600">
            Vos lieux de travail. Chaque employé et chaque pointeuse appartient à un site.
          </p>
        </div>
        {mayManage && list.data && !full && (
          <Button onClick={() => setEditing({ kind: 'add' })}>
            <MapPinPlus className="h-4 w-4" aria-hidden="true" />
            Ajouter un site
          </Button>
        )}
      </div>

      {full && (
        <div className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900">
          <p>
            Votre plan {list.data?.plan} comprend un seul site. {featureUnavailableMessage('sites')}
          </p>
          <PlansLink className="mt-3" />
        </div>
      )}

      {list.isPending && <LoadingIndicator />}
      {list.isError && <ErrorAlert error={list.error} />}
      {list.data?.sites.length === 0 && <p className="text-slate-600">Aucun site pour le moment.</p>}
      {list.data && list.data.sites.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {list.data.sites.map((site) => (
            <li
              key={site.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <SiteSummary site={site} />
              {mayManage && (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => setEditing({ kind: 'edit', site })}
                    aria-label={`Modifier ${site.name}`}
                  >
                    Modifier
                  </Button>
                  {list.data.sites.length > 1 && (
                    <Button
                      variant="secondary"
                      onClick={() => setArchiving(site)}
                      aria-label={`Archiver ${site.name}`}
                    >
                      Archiver
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <Modal
        title={editing?.kind === 'edit' ? 'Modifier le site' : 'Ajouter un site'}
        open={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing?.kind === 'add' && (
          <AddSiteForm siteCodeInPlan={siteCodeInPlan} onDone={() => setEditing(null)} />
        )}
        {editing?.kind === 'edit' && (
          <EditSiteForm site={editing.site} siteCodeInPlan={siteCodeInPlan} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDialog
        title={'Archiver ce site\u202f?'}
        open={archiving !== null}
        confirmLabel="Archiver le site"
        pending={archive.isPending}
        onConfirm={confirmArchive}
        onCancel={() => setArchiving(null)}
      >
        «&#8239;{archiving?.name}&#8239;» disparaîtra des listes. Ses pointages passés sont conservés. Un site
        qui a encore des employés ou des pointeuses ne peut pas être archivé.
      </ConfirmDialog>
    </section>
  );
}

function SiteSummary({ site }: { site: Site }) {
  const place = [site.address, [site.postalCode, site.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="min-w-0">
      <p className="flex items-center gap-2 font-medium break-words text-slate-900">
        <Building2 className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        {site.name}
      </p>
      {place && <p className="text-sm break-words text-slate-600">{place}</p>}
      <p className="text-sm text-slate-600">
        {site.departement
          ? `Département ${departementLabel(site.departement)}`
          : SITE_MESSAGES.departementMissing}
        {hasAlsaceMoselleHolidays(site.departement) && ` — ${SITE_MESSAGES.alsaceMoselle}`}
      </p>
      {site.endOfDay && (
        <p className="text-sm text-slate-600">{SITE_MESSAGES.endOfDayShown(site.endOfDay)}</p>
      )}
      {site.siteCode && <p className="text-sm text-slate-600">{SITE_CODE_MESSAGES.shown}</p>}
      {site.phoneClocking && (
        <p className="text-sm text-slate-600">
          {SITE_MESSAGES.phoneShown}
          {site.checkPosition && `, ${SITE_MESSAGES.positionShown(site.radiusM)}`}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {countOf(site.employeeCount, 'employé', 'employés')} ·{' '}
        {countOf(site.kioskCount, 'pointeuse', 'pointeuses')}
      </p>
    </div>
  );
}
