import { SILAE_MESSAGES as M } from '@pointeo/domain/payroll-connectors';
import type { PayrollItem } from '@pointeo/domain/payroll-items';
import { AppError } from '../../lib/app-error';

/**
 * Silae's API as its public OpenAPI description gives it (decision 079: `Silae_Paie_Rest_API_
 * Partenaires_latest.json` of qdequippe-tech/silae-php): an OAuth2 client-credentials token, then
 * JSON POSTs carrying the bearer token and the `Ocp-Apim-Subscription-Key` header.
 */
export interface SilaeEndpoints {
  /** `https://payroll-api-auth.silae.fr/oauth2/v2.0/token` unless configured otherwise. */
  tokenUrl: string;
  /** `https://payroll-api.silae.fr/payroll` unless configured otherwise; paths start with /v1/. */
  apiBaseUrl: string;
  /** The token's scope. */
  scope: string;
  /** How long one call may take. */
  timeoutMs: number;
}

export interface SilaeKeys {
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
}

export const SILAE_PATHS = {
  variables: '/v1/VariablesASaisir/ListeVariablesASaisir',
  hours: '/v1/ActivitesEtHeures/SalarieAjouterHeures',
  absence: '/v1/Absences/SalarieAjouterAbsenceV2',
  variable: '/v1/ElementsVariables/SalarieAjouterElementVariable',
} as const;

/**
 * Silae's field names, as its OpenAPI spells them: French, so kept in strings (the code's own names
 * are English, STYLE.md).
 */
export const SILAE_FIELDS = {
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
  longLabel: 'libelle_Long',
  shortLabel: 'libelle_Court',
} as const;
const F = SILAE_FIELDS;

export interface SilaeAnswer {
  status: number;
  /** Silae's `ApiErrors` messages joined, or its body's text; '' for an empty 200. */
  text: string;
  json: unknown;
}

export interface SilaeSession {
  post(path: string, body: object): Promise<SilaeAnswer>;
}

const ANSWER_MAX_LENGTH = 2000;

const unreachable = () => new AppError('SILAE_UNREACHABLE', 502, M.unreachable);

/** Opens a session: asks the token (refused keys are a 422 naming them), then posts with it. */
export async function openSilaeSession(endpoints: SilaeEndpoints, keys: SilaeKeys): Promise<SilaeSession> {
  let response: Response;
  try {
    response = await fetch(endpoints.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: keys.clientId,
        client_secret: keys.clientSecret,
        scope: endpoints.scope,
      }),
      signal: AbortSignal.timeout(endpoints.timeoutMs),
    });
  } catch {
    throw unreachable();
  }
  const body = await readAnswer(response).catch(() => null);
  const token = (body?.json as { access_token?: unknown } | null)?.access_token;
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    throw new AppError('SILAE_REFUSED_CREDENTIALS', 422, M.refusedCredentials);
  }
  if (!response.ok || typeof token !== 'string') throw unreachable();
  const base = endpoints.apiBaseUrl.replace(/\/$/, '');
  return {
    async post(path, payload) {
      const answer = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'ocp-apim-subscription-key': keys.subscriptionKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(endpoints.timeoutMs),
      });
      return readAnswer(answer);
    },
  };
}

async function readAnswer(response: Response): Promise<SilaeAnswer> {
  const raw = await response.text();
  let json: unknown = null;
  try {
    json = raw === '' ? null : JSON.parse(raw);
  } catch {
    json = null;
  }
  const errors = (json as { errors?: Array<{ code?: string; message?: string }> } | null)?.errors;
  const text = Array.isArray(errors)
    ? errors.map((error) => [error.code, error.message].filter(Boolean).join('\u202f: ')).join('\u202f; ')
    : response.ok
      ? ''
      : raw;
  return { status: response.status, text: text.slice(0, ANSWER_MAX_LENGTH), json };
}

/** A day `AAAA-MM-JJ` as the API's date-time (Paris calendar day, no zone, as Silae's examples). */
const dateTime = (day: string) => `${day}T00:00:00`;

/**
 * The endpoint and body of one value. Hours go with `ajouter: false`, so a resend replaces the
 * value rather than adding to it; a variable element sets its amount for the period; an absence is
 * one absence with its own first and last day, its length in days given when it is a single day.
 */
export function silaeRequestOf(
  dossierNumber: string,
  item: Pick<PayrollItem, 'kind' | 'payrollNumber' | 'code' | 'value' | 'from' | 'to'>,
): { path: string; body: object } {
  const who = { [F.dossier]: dossierNumber, [F.employee]: item.payrollNumber };
  switch (item.kind) {
    case 'hours':
      return {
        path: SILAE_PATHS.hours,
        body: {
          ...who,
          [F.hours]: {
            [F.hoursPeriod]: dateTime(item.from),
            [F.hoursCode]: item.code,
            [F.hoursCount]: item.value,
            [F.add]: false,
          },
        },
      };
    case 'absence':
      return {
        path: SILAE_PATHS.absence,
        body: {
          ...who,
          [F.absence]: {
            [F.absenceFrom]: dateTime(item.from),
            [F.absenceTo]: dateTime(item.to),
            [F.absenceCode]: item.code,
            ...(item.from === item.to && { [F.singleDayDays]: item.value }),
          },
        },
      };
    case 'variable':
      return {
        path: SILAE_PATHS.variable,
        body: {
          ...who,
          [F.element]: {
            [F.elementPeriod]: dateTime(item.from),
            [F.elementCode]: item.code,
            [F.elementAmount]: item.value,
          },
        },
      };
  }
}

/** The dossier's variables (`ListeVariablesASaisir`): each `nom` with its label. */
export async function dossierVariables(
  session: SilaeSession,
  dossierNumber: string,
): Promise<Map<string, string>> {
  let answer: SilaeAnswer;
  try {
    answer = await session.post(SILAE_PATHS.variables, { [F.dossier]: dossierNumber });
  } catch {
    throw unreachable();
  }
  if (answer.status === 401 || answer.status === 403) {
    throw new AppError('SILAE_REFUSED_CREDENTIALS', 422, M.refusedCredentials);
  }
  if (answer.status < 200 || answer.status > 299) {
    throw new AppError('SILAE_UNREACHABLE', 502, M.refusedCheck(answer.status));
  }
  const list = (answer.json as Record<string, unknown> | null)?.[F.variables];
  const variables = new Map<string, string>();
  if (!Array.isArray(list)) return variables;
  for (const entry of list as Array<Record<string, unknown>>) {
    const code = entry[F.variableName];
    if (typeof code !== 'string' || code.trim() === '') continue;
    const label = [entry[F.longLabel], entry[F.shortLabel]].find(
      (candidate): candidate is string => typeof candidate === 'string' && candidate !== '',
    );
    variables.set(code.trim(), label ?? code.trim());
  }
  return variables;
}
