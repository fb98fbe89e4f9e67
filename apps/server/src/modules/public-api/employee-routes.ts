import { decodeCursor } from '../../lib/keyset';
import { addEmployee, editEmployee, findEmployee, pageEmployees, removeEmployee } from '../employees';
import { type PublicApiApp, type PublicApiContext, TAGS } from './route-context';
import {
  employeeArchiveSchema,
  employeeCreateSchema,
  employeeListQuerySchema,
  employeeListSchema,
  employeeParamsSchema,
  employeeSchema,
  employeeUpdateSchema,
  idempotencyHeadersSchema,
} from './schemas';
import { employeeInput, employeeView } from './views';

/** The employees: list, read, create, change, archive. */
export function registerEmployeeRoutes(
  app: PublicApiApp,
  { db, now, sources, apiKey, post }: PublicApiContext,
) {
  app.get(
    '/api/v1/employees',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.employees],
        summary: 'Lister les employés',
        description:
          'Les employés actifs (ou archivés avec `status=archived`), du plus ancien au plus récent, page par page.',
        querystring: employeeListQuerySchema,
        response: { 200: employeeListSchema },
      },
    },
    async (request) => {
      const { status, limit, cursor } = request.query;
      const page = await pageEmployees(db, sources.employees, request.companyId, status, {
        after: decodeCursor(cursor),
        limit,
      });
      return { data: page.employees.map(employeeView), next_cursor: page.nextCursor };
    },
  );

  app.post(
    '/api/v1/employees',
    {
      ...post,
      schema: {
        tags: [TAGS.employees],
        summary: 'Créer un employé',
        description: "Ajoute un employé, dans la limite de l'offre.",
        headers: idempotencyHeadersSchema,
        body: employeeCreateSchema,
        response: { 201: employeeSchema },
      },
    },
    async (request, reply) => {
      const employee = await addEmployee(db, request.companyId, employeeInput(request.body), undefined);
      return reply.status(201).send(employeeView(employee));
    },
  );

  app.get(
    '/api/v1/employees/:employee_id',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.employees],
        summary: 'Lire un employé',
        description: 'Un employé, actif ou archivé.',
        params: employeeParamsSchema,
        response: { 200: employeeSchema },
      },
    },
    async (request) =>
      employeeView(await findEmployee(db, sources.employees, request.companyId, request.params.employee_id)),
  );

  app.patch(
    '/api/v1/employees/:employee_id',
    {
      config: apiKey,
      schema: {
        tags: [TAGS.employees],
        summary: 'Modifier un employé',
        description:
          'Change les champs envoyés, les autres restent tels quels. La direction et les employés archivés ne se modifient pas.',
        params: employeeParamsSchema,
        body: employeeUpdateSchema,
        response: { 200: employeeSchema },
      },
    },
    async (request) =>
      employeeView(
        await editEmployee(
          db,
          sources.employees,
          request.companyId,
          request.params.employee_id,
          employeeInput(request.body),
          undefined,
        ),
      ),
  );

  app.post(
    '/api/v1/employees/:employee_id/archive',
    {
      ...post,
      schema: {
        tags: [TAGS.employees],
        summary: 'Archiver un employé',
        description:
          "L'employé quitte la liste à sa date de sortie\u202f; ses pointages et absences restent. Son code PIN est libéré.",
        headers: idempotencyHeadersSchema,
        params: employeeParamsSchema,
        body: employeeArchiveSchema,
        response: { 200: employeeSchema },
      },
    },
    async (request) => {
      const id = request.params.employee_id;
      await removeEmployee(db, request.companyId, id, { leavingDate: request.body?.leaving_date }, now());
      return employeeView(await findEmployee(db, sources.employees, request.companyId, id));
    },
  );
}
