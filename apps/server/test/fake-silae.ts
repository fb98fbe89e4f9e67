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
  /** The dossier's variables (`ListeVariablesASaisir`): `nom` and long label. */
  variables: ReadonlyArray<{ nom: string; libelle: string }>;
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
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return send(response, 400, apiErrors('BadRequest', 'Corps illisible'));
    }
    fake.received.push({ path: route, headers: request.headers, body });
    if (body.numeroDossier !== options.dossierNumber) {
      return send(
        response,
        400,
        apiErrors('DossierInconnu', `Dossier ${String(body.numeroDossier)} inconnu`),
      );
    }
    const matricule = String(body.matriculeSalarie ?? '');
    const refused = (code: string) =>
      refusals.find((refusal) => refusal.matricule === matricule && refusal.code === code);

    switch (route) {
      case '/v1/VariablesASaisir/ListeVariablesASaisir':
        return send(response, 200, {
          listeVariablesASaisir: options.variables.map((variable, index) => ({
            nom: variable.nom,
            famille: 'Saisie',
            libelle_Long: variable.libelle,
            libelle_Court: variable.nom,
            type_Variable: 1,
            format: 'N2',
            ordre: String(index),
            indiceCouleur: 0,
            masquee: false,
            options: '',
          })),
        });
      case '/v1/ActivitesEtHeures/SalarieAjouterHeures': {
        const heures = body.heures as {
          periodeHeures: string;
          codeHeures: string;
          nombreHeures: number;
          ajouter: boolean;
        };
        const refusal = refused(heures.codeHeures);
        if (refusal) return send(response, 400, apiErrors('SaisieRefusee', refusal.message));
        const key = [matricule, heures.codeHeures, heures.periodeHeures].join('|');
        fake.hours.set(key, (heures.ajouter ? (fake.hours.get(key) ?? 0) : 0) + heures.nombreHeures);
        return send(response, 200);
      }
      case '/v1/Absences/SalarieAjouterAbsenceV2': {
        const absence = body.absence as {
          dateDebutAbsence: string;
          dateFinAbsence: string;
          codeAbsence: string;
          dureeEnJoursSiJourUnique?: number;
        };
        const refusal = refused(absence.codeAbsence);
        if (refusal) return send(response, 400, apiErrors('SaisieRefusee', refusal.message));
        fake.absences.push({
          matricule,
          code: absence.codeAbsence,
          from: absence.dateDebutAbsence,
          to: absence.dateFinAbsence,
          days: absence.dureeEnJoursSiJourUnique ?? null,
        });
        return send(response, 200);
      }
      case '/v1/ElementsVariables/SalarieAjouterElementVariable': {
        const element = body.elementVariable as {
          periodeElementVariable: string;
          codeElementVariable: string;
          montantElementVariable: number;
        };
        const refusal = refused(element.codeElementVariable);
        if (refusal) return send(response, 400, apiErrors('SaisieRefusee', refusal.message));
        fake.variables.set(
          [matricule, element.codeElementVariable, element.periodeElementVariable].join('|'),
          element.montantElementVariable,
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
