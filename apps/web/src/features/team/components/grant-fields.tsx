import {
  ROLE_LABELS,
  ROLE_SUMMARIES,
  ROLES,
  type Role,
  rank,
  roleHasSites,
} from '@pointeo/domain/permissions';
import type { Team } from '@pointeo/domain/team';
import { useId } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';

interface GrantFieldsProps {
  /** The role of whoever grants: never a role above it. */
  grantorRole: Role;
  role: Role;
  siteIds: readonly string[];
  sites: Team['sites'];
  roleError?: string | undefined;
  sitesError?: string | undefined;
  onRole: (role: Role) => void;
  onSiteIds: (siteIds: string[]) => void;
}

/**
 * The role, as radio buttons each saying what it may do, and, for a role whose rights reach only its
 * sites (the Responsable de site), the sites given to it.
 */
export function GrantFields({
  grantorRole,
  role,
  siteIds,
  sites,
  roleError,
  sitesError,
  onRole,
  onSiteIds,
}: GrantFieldsProps) {
  const name = useId();
  const roleErrorId = `${name}-role-error`;
  const sitesErrorId = `${name}-sites-error`;
  const toggle = (siteId: string, checked: boolean) =>
    onSiteIds(checked ? [...siteIds, siteId] : siteIds.filter((id) => id !== siteId));
  return (
    <>
      <fieldset aria-describedby={roleError ? roleErrorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">Rôle</legend>
        <div className="mt-2 space-y-2">
          {ROLES.filter((option) => rank(option) <= rank(grantorRole)).map((option) => (
            <label
              key={option}
              className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm ${
                role === option ? 'border-brand-600 bg-brand-50' : 'border-slate-300'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={role === option}
                onChange={() => onRole(option)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block font-medium text-slate-900">{ROLE_LABELS[option]}</span>
                <span className="block text-slate-600">{ROLE_SUMMARIES[option]}</span>
              </span>
            </label>
          ))}
        </div>
        {roleError && (
          <p id={roleErrorId} role="alert" className="mt-1 text-sm text-red-700">
            {roleError}
          </p>
        )}
      </fieldset>
      {roleHasSites(role) && (
        <fieldset aria-describedby={sitesError ? sitesErrorId : undefined}>
          <legend className="text-sm font-medium text-slate-800">Sites</legend>
          <div className="mt-2 space-y-2">
            {sites.map((site) => (
              <CheckboxField
                key={site.id}
                label={site.name}
                checked={siteIds.includes(site.id)}
                onChange={(event) => toggle(site.id, event.target.checked)}
              />
            ))}
          </div>
          {sitesError && (
            <p id={sitesErrorId} role="alert" className="mt-1 text-sm text-red-700">
              {sitesError}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}
