import { employeeNotice } from '@pointeo/domain/employee-notice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listLiveSites } from '../sites';
import { employeeNoticePdf } from './employee-notice-pdf';
import { findCompany } from './repository';

export interface EmployeeNoticeRoutesOptions {
  db: Database;
  now: () => Date;
  /** How long the company keeps its time records (account-closure's setting, decision 083), handed by app.ts. */
  retentionYearsOf: (companyId: string) => Promise<number>;
}

/** 'Notice d'information des salariés': the company's own, as a PDF (decision 084). */
export const employeeNoticeRoutes: FastifyPluginAsyncZod<EmployeeNoticeRoutesOptions> = async (
  app,
  { db, now, retentionYearsOf },
) => {
  app.get(
    '/api/account/employee-notice',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const [company, sites, retentionYears] = await Promise.all([
        findCompany(db, request.companyId),
        listLiveSites(db, request.companyId),
        retentionYearsOf(request.companyId),
      ]);
      if (!company) throw new AppError('COMPANY_NOT_FOUND', 404, 'Informations entreprise non trouvées');
      const town = [company.postalCode, company.city].filter(Boolean).join(' ');
      const address = [company.address, town].filter(Boolean).join(', ');
      const notice = employeeNotice({
        companyName: company.name,
        address: address || null,
        siret: company.siret,
        contactEmail: company.email,
        retentionYears,
        phoneClocking: sites.some((site) => site.phoneClocking),
        positionChecked: sites.some((site) => site.phoneClocking && site.checkPosition),
      });
      const pdf = await employeeNoticePdf(notice, now());
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="notice-information-salaries.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
