import { decodeCursor } from '../../lib/keyset';
import { addEntry, daysWindow, findEntry, listEntriesByArrival } from '../timesheets';
import { type PublicApiApp, type PublicApiContext, TAGS } from './route-context';
import {
  idempotencyHeadersSchema,
  timeEntryCreateSchema,
  timeEntryListQuerySchema,
  timeEntryListSchema,
  timeEntrySchema,
} from './schemas';
import { entryView, pageOfRows } from './views';

/** The time entries: list by period and employee; add one as a correction with its reason. */
export function registerTimeEntryRoutes(
  app: PublicApiApp,
  { db, apiKey, post, requireEmployee, actor }: PublicApiContext,
) {
  app.get(
    '/api/v1/time-entries',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.entries],
        summary: 'Lister les pointages',
        description:
          "Les pointages dont l'arrivée tombe dans la période (jours de Paris, 366 jours au plus), d'un employé ou de tous, par heure d'arrivée. Les pointages supprimés par une correction n'y sont pas.",
        querystring: timeEntryListQuerySchema,
        response: { 200: timeEntryListSchema },
      },
    },
    async (request) => {
      const { from, to, employee_id, limit, cursor } = request.query;
      await requireEmployee(request.companyId, employee_id);
      const rows = await listEntriesByArrival(db, request.companyId, daysWindow(from, to), employee_id, {
        after: decodeCursor(cursor),
        limit,
      });
      const page = pageOfRows(rows, limit);
      return { data: page.rows.map(({ row }) => entryView(row)), next_cursor: page.nextCursor };
    },
  );

  app.post(
    '/api/v1/time-entries',
    {
      ...post,
      schema: {
        tags: [TAGS.entries],
        summary: 'Ajouter un pointage (correction)',
        description:
          "Ajoute un pointage complet, arrivée et départ, comme «\u202fAjouter un pointage\u202f» de l'onglet Temps\u202f: c'est une correction, gardée avec son motif dans l'historique des corrections, signée «\u202fClé d'API\u202f». Les pointages des bornes ne se modifient pas par l'API. Refusé dans un mois validé.",
        headers: idempotencyHeadersSchema,
        body: timeEntryCreateSchema,
        response: { 201: timeEntrySchema },
      },
    },
    async (request, reply) => {
      const { employee_id, ...entry } = request.body;
      const { entryId } = await addEntry(db, actor(request), employee_id, entry);
      const row = await findEntry(db, request.companyId, entryId);
      return reply.status(201).send(entryView({ ...row!, corrected: true }));
    },
  );
}
