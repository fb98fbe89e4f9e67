import { AppError } from '../../lib/app-error';
import { decodeCursor } from '../../lib/keyset';
import { findSiteOfCompany, listSitesByCreation } from '../sites';
import { type PublicApiApp, type PublicApiContext, TAGS } from './route-context';
import { API_MESSAGES, siteListQuerySchema, siteListSchema, siteParamsSchema, siteSchema } from './schemas';
import { pageOfRows, siteView } from './views';

/** The sites: list, read. */
export function registerSiteRoutes(app: PublicApiApp, { db, apiKey }: PublicApiContext) {
  app.get(
    '/api/v1/sites',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.sites],
        summary: 'Lister les sites',
        description: "Les lieux de travail de l'entreprise, archivés compris, du plus ancien au plus récent.",
        querystring: siteListQuerySchema,
        response: { 200: siteListSchema },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const rows = await listSitesByCreation(db, request.companyId, { after: decodeCursor(cursor), limit });
      const page = pageOfRows(rows, limit);
      return { data: page.rows.map(({ row }) => siteView(row)), next_cursor: page.nextCursor };
    },
  );

  app.get(
    '/api/v1/sites/:site_id',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.sites],
        summary: 'Lire un site',
        params: siteParamsSchema,
        response: { 200: siteSchema },
      },
    },
    async (request) => {
      const row = await findSiteOfCompany(db, request.companyId, request.params.site_id);
      if (!row) throw new AppError('SITE_NOT_FOUND', 404, API_MESSAGES.siteNotFound);
      return siteView(row);
    },
  );
}
