import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the Silae endpoints the push uses (decision 079), after Silae's public OpenAPI
 * description: the OAuth2 token (client credentials, form body), then JSON POSTs under /payroll that
 * must carry the bearer token it issued and the `Ocp-Apim-Subscription-Key` it was given. It keeps
 * what it received and what a dossier would hold: hours replaced when `ajouter` is false and added
 * when true, absences appended, variable elements set. It can refuse chosen values.
 */
export interface FakeSilaeOptions {
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  dossierNumber: string;
  /** The dossier's variables (`ListeVariablesASaisir`): each code and its long label. */
  variables: ReadonlyArray<{ code: string; label: string }>;
}

export interface FakeSilaeRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

interface Refusal {
  matricule: string;
  code: string;
  message: string;
}

export interface FakeSilae {
  tokenUrl: string;
  apiUrl: string;
  /** Every request to the API (not the token's), in order. */
  received: FakeSilaeRequest[];
  tokensIssued: number;
  /** The dossier's state: hours and variable elements by `matricule|code|period`, absences in order. */
  hours: Map<string, number>;
  variables: Map<string, number>;
  absences: Array<{ matricule: string; code: string; from: string; to: string; days: number | null }>;
  /** Refuses with a 400 every value of this matricule and code until `accept()`. */
  refuse(refusal: Refusal): void;
  accept(): void;
  close(): Promise<void>;
}

const PREFIX = '/payroll';

/** Silae's French field names, spelled here after its OpenAPI on their own (not the server's constants). */
const N = {
  dossier: 'numeroDossier',
  employee: 'matriculeSalarie',
  hours: 'heures',
  hoursPeriod: 'periodeHeures',
  hoursCode: 'codeHeures',
  hoursCount: 'nombreHeures',
  add: 'ajouter',
  absence: 'absence',
  absenceFrom: 'dateDebutAbsence',
  absenceTo: 'dateFinAbsence',
  absenceCode: 'codeAbsence',
  singleDayDays: 'dureeEnJoursSiJourUnique',
  element: 'elementVariable',
  elementPeriod: 'periodeElementVariable',
  elementCode: 'codeElementVariable',
  elementAmount: 'montantElementVariable',
  variables: 'listeVariablesASaisir',
  variableName: 'nom',
  family: 'famille',
  longLabel: 'libelle_Long',
  shortLabel: 'libelle_Court',
} as const;
type Fields = Record<string, unknown>;

export async function startFakeSilae(options: FakeSilaeOptions): Promise<FakeSilae> {
  const tokens = new Set<string>();
  let refusals: Refusal[] = [];
  const fake: Omit<FakeSilae, 'tokenUrl' | 'apiUrl' | 'close'> = {
    received: [],
    tokensIssued: 0,
    hours: new Map(),
    variables: new Map(),
    absences: [],
    refuse: (refusal) => refusals.push(refusal),
    accept: () => {
      refusals = [];
    },
  };

  const send = (response: ServerResponse, status: number, body?: object) => {
    response.writeHead(status, body ? { 'content-type': 'application/json; charset=utf-8' } : {});
    response.end(body ? JSON.stringify(body) : undefined);
  };
  const apiErrors = (code: string, message: string) => ({
    errors: [{ code, message }],
    recoverable: true,
    source: 'Api',
  });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (request.method !== 'POST') return send(response, 405);

    if (path === '/oauth2/v2.0/token') {
      const form = new URLSearchParams(raw);
      const good =
        request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') &&
        form.get('grant_type') === 'client_credentials' &&
        form.get('client_id') === options.clientId &&
        form.get('client_secret') === options.clientSecret &&
        (form.get('scope') ?? '') !== '';
      if (!good) return send(response, 401, { error: 'invalid_client' });
      fake.tokensIssued += 1;
      const token = `fake-token-${fake.tokensIssued}`;
      tokens.add(token);
      return send(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
    }

    if (!path.startsWith(PREFIX)) return send(response, 404);
    const route = path.slice(PREFIX.length);
    if (request.headers['ocp-apim-subscription-key'] !== options.subscriptionKey) {
      return send(response, 401, {
        statusCode: 401,
        message: 'Access denied due to invalid subscription key.',
      });
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer))
      return send(response, 401, apiErrors('Unauthorized', 'Jeton invalide'));
    let body: Fields;
    try {
      body = JSON.parse(raw) as Fields;
    } catch {
      return send(response, 400, apiErrors('BadRequest', 'Corps illisible'));
    }
    fake.received.push({ path: route, headers: request.headers, body });
    if (body[N.dossier] !== options.dossierNumber) {
      return send(response, 400, apiErrors('DossierInconnu', `Dossier ${String(body[N.dossier])} inconnu`));
    }
    const employee = String(body[N.employee] ?? '');
    const refused = (code: unknown) =>
      refusals.find((refusal) => refusal.matricule === employee && refusal.code === code);
    const refuse = (refusal: Refusal) => send(response, 400, apiErrors('SaisieRefusee', refusal.message));

    switch (route) {
      case '/v1/VariablesASaisir/ListeVariablesASaisir':
        return send(response, 200, {
          [N.variables]: options.variables.map((variable, index) => ({
            [N.variableName]: variable.code,
            [N.family]: 'Saisie',
            [N.longLabel]: variable.label,
            [N.shortLabel]: variable.code,
            type_Variable: 1,
            format: 'N2',
            ordre: String(index),
            indiceCouleur: 0,
            masquee: false,
            options: '',
          })),
        });
      case '/v1/ActivitesEtHeures/SalarieAjouterHeures': {
        const hours = body[N.hours] as Fields;
        const refusal = refused(hours[N.hoursCode]);
        if (refusal) return refuse(refusal);
        const key = [employee, hours[N.hoursCode], hours[N.hoursPeriod]].join('|');
        const before = hours[N.add] === true ? (fake.hours.get(key) ?? 0) : 0;
        fake.hours.set(key, before + Number(hours[N.hoursCount]));
        return send(response, 200);
      }
      case '/v1/Absences/SalarieAjouterAbsenceV2': {
        const absence = body[N.absence] as Fields;
        const refusal = refused(absence[N.absenceCode]);
        if (refusal) return refuse(refusal);
        const days = absence[N.singleDayDays];
        fake.absences.push({
          matricule: employee,
          code: String(absence[N.absenceCode]),
          from: String(absence[N.absenceFrom]),
          to: String(absence[N.absenceTo]),
          days: typeof days === 'number' ? days : null,
        });
        return send(response, 200);
      }
      case '/v1/ElementsVariables/SalarieAjouterElementVariable': {
        const element = body[N.element] as Fields;
        const refusal = refused(element[N.elementCode]);
        if (refusal) return refuse(refusal);
        fake.variables.set(
          [employee, element[N.elementCode], element[N.elementPeriod]].join('|'),
          Number(element[N.elementAmount]),
        );
        return send(response, 200);
      }
      default:
        return send(response, 404);
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return Object.assign(fake, {
    tokenUrl: `${origin}/oauth2/v2.0/token`,
    apiUrl: `${origin}${PREFIX}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeSilae;
}
