import { AUDIT_FILE_KINDS } from '@pointeo/domain/audit';
import { z } from '@pointeo/domain/zod';
import { sendExportedFile } from '../audit';
import { monthlyReport, monthlyReportCsvFile } from '../reports';
import { type PublicApiApp, type PublicApiContext, TAGS } from './route-context';
import { monthlyReportSchema, reportParamsSchema } from './schemas';
import { reportView } from './views';

/** The monthly report, as JSON and as the app's CSV. */
export function registerReportRoutes(app: PublicApiApp, { db, now, apiKey }: PublicApiContext) {
  app.get(
    '/api/v1/reports/monthly/:month',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.reports],
        summary: 'Rapport mensuel',
        description: "Le rapport mensuel de l'onglet Rapports\u202f: une ligne par employé et le total.",
        params: reportParamsSchema,
        response: { 200: monthlyReportSchema },
      },
    },
    async (request) =>
      reportView(await monthlyReport(db, request.companyId, request.params.month, now(), undefined)),
  );

  app.get(
    '/api/v1/reports/monthly/:month/csv',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.reports],
        summary: 'Rapport mensuel (CSV)',
        description:
          "Le fichier CSV du rapport mensuel, octet pour octet celui de l'application (séparateur «\u202f;\u202f», UTF-8 avec BOM, virgule décimale).",
        params: reportParamsSchema,
        response: {
          200: {
            description: 'Le fichier rapport-AAAA-MM.csv.',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { month } = request.params;
      const built = await monthlyReportCsvFile(db, request.companyId, month, now(), undefined);
      return sendExportedFile(
        db,
        request,
        reply,
        { ...built, kind: AUDIT_FILE_KINDS.reportCsv, period: month },
        now(),
      );
    },
  );
}
