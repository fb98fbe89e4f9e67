import { decodeCursor } from '../../lib/keyset';
import { approveAbsence, createAbsence, listTypes, pageAbsencesByRequest, refuseAbsence } from '../leave';
import { type PublicApiApp, type PublicApiContext, TAGS } from './route-context';
import {
  absenceCreateSchema,
  absenceDecisionSchema,
  absenceListQuerySchema,
  absenceListSchema,
  absenceParamsSchema,
  absenceRefuseSchema,
  absenceTypeListSchema,
  idempotencyHeadersSchema,
} from './schemas';
import { absenceView } from './views';

/** The absence types; the absences: list, create, approve, refuse. */
export function registerAbsenceRoutes(
  app: PublicApiApp,
  { db, leaveNotices, apiKey, post, requireEmployee, actor }: PublicApiContext,
) {
  app.get(
    '/api/v1/absence-types',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.absences],
        summary: "Lister les types d'absence",
        description: "Les types d'absence de l'entreprise (Congés payés, Maladie…), pour en créer.",
        response: { 200: absenceTypeListSchema },
      },
    },
    async (request) => ({
      data: (await listTypes(db, request.companyId)).map((type) => ({
        id: type.id,
        code: type.code,
        name: type.name,
        paid: type.paid,
        counts_as_worked_time: type.countsAsWorkedTime,
      })),
    }),
  );

  app.get(
    '/api/v1/absences',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.absences],
        summary: 'Lister les absences',
        description:
          "Les absences et demandes d'absence, par date de demande\u202f; filtrées par période (celles qui la touchent), employé et statut.",
        querystring: absenceListQuerySchema,
        response: { 200: absenceListSchema },
      },
    },
    async (request) => {
      const { from, to, employee_id, status, limit, cursor } = request.query;
      await requireEmployee(request.companyId, employee_id);
      const page = await pageAbsencesByRequest(
        db,
        request.companyId,
        { from, to, employeeId: employee_id, status },
        { after: decodeCursor(cursor), limit },
      );
      return { data: page.absences.map(absenceView), next_cursor: page.nextCursor };
    },
  );

  app.post(
    '/api/v1/absences',
    {
      ...post,
      schema: {
        tags: [TAGS.absences],
        summary: 'Saisir une absence',
        description:
          "Enregistre une absence approuvée d'emblée, comme «\u202fSaisir une absence\u202f» de l'onglet Congés (solde, mois validés et chevauchements vérifiés).",
        headers: idempotencyHeadersSchema,
        body: absenceCreateSchema,
        response: { 201: absenceDecisionSchema },
      },
    },
    async (request, reply) => {
      const { employee_id, ...absence } = request.body;
      const result = await createAbsence(db, actor(request), employee_id, absence);
      return reply.status(201).send({ ...result, absence: absenceView(result.absence) });
    },
  );

  app.post(
    '/api/v1/absences/:absence_id/approve',
    {
      ...post,
      schema: {
        tags: [TAGS.absences],
        summary: "Approuver une demande d'absence",
        description: "L'employé qui a une adresse e-mail en est averti, comme depuis l'application.",
        headers: idempotencyHeadersSchema,
        params: absenceParamsSchema,
        response: { 200: absenceDecisionSchema },
      },
    },
    async (request) => {
      const result = await approveAbsence(db, leaveNotices, actor(request), request.params.absence_id);
      return { ...result, absence: absenceView(result.absence) };
    },
  );

  app.post(
    '/api/v1/absences/:absence_id/refuse',
    {
      ...post,
      schema: {
        tags: [TAGS.absences],
        summary: "Refuser une demande d'absence",
        description: "Le motif est requis\u202f; l'employé qui a une adresse e-mail en est averti.",
        headers: idempotencyHeadersSchema,
        params: absenceParamsSchema,
        body: absenceRefuseSchema,
        response: { 200: absenceDecisionSchema },
      },
    },
    async (request) => {
      const result = await refuseAbsence(
        db,
        leaveNotices,
        actor(request),
        request.params.absence_id,
        request.body.reason,
      );
      return { ...result, absence: absenceView(result.absence) };
    },
  );
}
