import {
  SILAE_MESSAGES as M,
  SILAE_PUSH_HISTORY_SIZE,
  type SilaeCheck,
  type SilaeConnection,
  type SilaePush,
  type SilaePushList,
  type SilaePushSummary,
} from '@pointeo/domain/payroll-connectors';
import type { PayrollItem } from '@pointeo/domain/payroll-items';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Signature } from '../../lib/authors';
import type { SecretBox } from '../../lib/secret-box';
import {
  acceptedValues,
  closeStalePushes,
  deleteConnection,
  findConnection,
  finishPush,
  insertPush,
  insertPushValues,
  monthPushes,
  pushValues,
  type SilaeConnectionRow,
  type SilaePushRow,
  type SilaePushValueRow,
  saveConnection,
} from './repository';
import {
  dossierVariables,
  openSilaeSession,
  type SilaeEndpoints,
  type SilaeSession,
  silaeRequestOf,
} from './silae-client';

/**
 * Where the values of a validated month come from: reports' face (`payrollItems`, `payrollProblems`,
 * issue 32 contract points 1 and 3), handed over by app.ts, so the file and the push carry the same
 * figures and stop on the same problems.
 */
export interface PayrollSource {
  /** The validated month's values; refuses a month not validated. */
  payrollItems(db: Database, companyId: string, month: string): Promise<PayrollItem[]>;
  /** French sentences naming the employees without a matricule and the values without a code. */
  payrollProblems(items: readonly PayrollItem[]): readonly string[];
}

export interface SilaeContext {
  db: Database;
  now: () => Date;
  secretBox: SecretBox;
  endpoints: SilaeEndpoints;
  source: PayrollSource;
}

/** A push still 'running' after this long was cut short (a stopped server): it no longer holds the month. */
const STALE_PUSH_MS = 15 * 60_000;

function connectionOf(row: SilaeConnectionRow | undefined): SilaeConnection {
  return {
    connected: row !== undefined,
    clientId: row?.clientId ?? '',
    dossierNumber: row?.dossierNumber ?? '',
    clientSecretSet: row !== undefined,
    subscriptionKeySet: row !== undefined,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function silaeConnection(context: SilaeContext, companyId: string): Promise<SilaeConnection> {
  return connectionOf(await findConnection(context.db, companyId));
}

/** 'Enregistrer': a secret left empty keeps the stored one; a first connection needs both. */
export async function saveSilaeConnection(
  context: SilaeContext,
  companyId: string,
  input: { clientId: string; clientSecret: string; subscriptionKey: string; dossierNumber: string },
  author: Signature,
): Promise<SilaeConnection> {
  return context.db.transaction(async (tx) => {
    const stored = await findConnection(tx, companyId);
    const clientSecret = input.clientSecret
      ? context.secretBox.seal(input.clientSecret)
      : stored?.clientSecret;
    const subscriptionKey = input.subscriptionKey
      ? context.secretBox.seal(input.subscriptionKey)
      : stored?.subscriptionKey;
    if (!clientSecret || !subscriptionKey) {
      throw new AppError('SILAE_SECRET_REQUIRED', 422, M.secretRequired, {
        ...(!clientSecret && { clientSecret: M.secretRequired }),
        ...(!subscriptionKey && { subscriptionKey: M.secretRequired }),
      });
    }
    const row: SilaeConnectionRow = {
      companyId,
      clientId: input.clientId,
      clientSecret,
      subscriptionKey,
      dossierNumber: input.dossierNumber,
      updatedAt: context.now(),
      updatedByName: author.authorName,
    };
    await saveConnection(tx, row);
    return connectionOf(row);
  });
}

export async function removeSilaeConnection(context: SilaeContext, companyId: string): Promise<void> {
  await deleteConnection(context.db, companyId);
}

async function requireConnection(db: Executor, companyId: string): Promise<SilaeConnectionRow> {
  const row = await findConnection(db, companyId);
  if (!row) throw new AppError('SILAE_NOT_CONNECTED', 409, M.notConnected);
  return row;
}

function openSession(context: SilaeContext, row: SilaeConnectionRow): Promise<SilaeSession> {
  return openSilaeSession(context.endpoints, {
    clientId: row.clientId,
    clientSecret: context.secretBox.open(row.clientSecret),
    subscriptionKey: context.secretBox.open(row.subscriptionKey),
  });
}

const itemOf = (item: PayrollItem) => ({
  employeeId: item.employeeId,
  lastName: item.lastName,
  firstName: item.firstName,
  payrollNumber: item.payrollNumber,
  kind: item.kind,
  code: item.code,
  label: item.label,
  value: item.value,
  from: item.from,
  to: item.to,
});

/** 'Vérifier': the dossier's variables, and which of the month's values land on one. */
export async function checkSilaeMonth(
  context: SilaeContext,
  companyId: string,
  month: string,
): Promise<SilaeCheck> {
  const row = await requireConnection(context.db, companyId);
  const items = await context.source.payrollItems(context.db, companyId, month);
  const variables = await dossierVariables(await openSession(context, row), row.dossierNumber);
  const missing = new Set<string>();
  const lines = items.map((item) => {
    const label = item.code ? variables.get(item.code) : undefined;
    if (item.code && label === undefined) missing.add(item.code);
    return { ...itemOf(item), silaeName: label === undefined ? null : item.code, silaeLabel: label ?? null };
  });
  return {
    month,
    lines,
    missingCodes: [...missing],
    problems: [...context.source.payrollProblems(items)],
  };
}

/** What makes two values the same in Silae: a resend of an accepted one is not sent again. */
const valueKey = (value: Pick<PayrollItem, 'kind' | 'payrollNumber' | 'code' | 'from' | 'to' | 'value'>) =>
  JSON.stringify([value.kind, value.payrollNumber, value.code, value.from, value.to, value.value]);

function summaryOf(
  push: SilaePushRow,
  counts: { sentCount: number; failedCount: number; alreadySentCount: number },
): SilaePushSummary {
  return {
    id: push.id,
    month: push.month,
    dryRun: push.dryRun,
    status: push.status,
    dossierNumber: push.dossierNumber,
    authorName: push.authorName,
    createdAt: push.createdAt.toISOString(),
    ...counts,
  };
}

function pushOf(push: SilaePushRow, values: readonly SilaePushValueRow[]): SilaePush {
  const count = (status: SilaePushValueRow['status']) =>
    values.filter((value) => value.status === status).length;
  return {
    ...summaryOf(push, {
      sentCount: count('sent'),
      failedCount: count('failed'),
      alreadySentCount: count('already-sent'),
    }),
    values: values.map((value) => ({
      employeeId: value.employeeId,
      lastName: value.lastName,
      firstName: value.firstName,
      payrollNumber: value.payrollNumber,
      kind: value.kind,
      code: value.code,
      label: value.label,
      value: value.value,
      from: value.fromDay,
      to: value.toDay,
      endpoint: value.endpoint,
      status: value.status,
      httpStatus: value.httpStatus,
      answer: value.answer,
    })),
  };
}

/**
 * 'Envoyer': the validated month's values, each to its endpoint, one after the other, each recorded
 * with Silae's answer as soon as it comes (a stopped server loses no record of a value sent). A value
 * Silae already accepted for the month is not sent again, and hours go with `ajouter: false`, so a
 * resend never doubles a value. A dry run sends nothing and records what would go.
 */
export async function pushSilaeMonth(
  context: SilaeContext,
  companyId: string,
  month: string,
  { dryRun }: { dryRun: boolean },
  author: Signature,
): Promise<SilaePush> {
  const { db } = context;
  const row = await requireConnection(db, companyId);
  const items = await context.source.payrollItems(db, companyId, month);
  const problems = context.source.payrollProblems(items);
  if (problems.length > 0) throw new AppError('SILAE_PUSH_BLOCKED', 409, M.blocked(problems));

  const now = context.now();
  if (!dryRun) await closeStalePushes(db, companyId, month, new Date(now.getTime() - STALE_PUSH_MS));
  const push = await insertPush(db, {
    companyId,
    month,
    dryRun,
    status: dryRun ? 'dry-run' : 'running',
    dossierNumber: row.dossierNumber,
    authorId: author.authorId,
    authorName: author.authorName,
    createdAt: now,
    finishedAt: dryRun ? now : null,
  });
  if (!push) throw new AppError('SILAE_PUSH_RUNNING', 409, M.pushRunning);

  const accepted = new Set(
    (await acceptedValues(db, companyId, month)).map((value) =>
      valueKey({ ...value, from: value.fromDay, to: value.toDay }),
    ),
  );
  const base = (item: PayrollItem, position: number, path: string) => ({
    pushId: push.id,
    companyId,
    position,
    ...itemOf(item),
    fromDay: item.from,
    toDay: item.to,
    endpoint: path,
  });

  if (dryRun) {
    const values = items.map((item, position) => ({
      ...base(item, position, silaeRequestOf(row.dossierNumber, item).path),
      status: accepted.has(valueKey(item)) ? ('already-sent' as const) : ('planned' as const),
      httpStatus: null,
      answer: '',
    }));
    await insertPushValues(db, values);
    return pushOf(push, await pushValues(db, companyId, push.id));
  }

  let session: SilaeSession;
  try {
    session = await openSession(context, row);
  } catch (error) {
    await finishPush(db, companyId, push.id, 'failed', context.now());
    throw error;
  }
  let sent = 0;
  let failed = 0;
  try {
    for (const [position, item] of items.entries()) {
      const { path, body } = silaeRequestOf(row.dossierNumber, item);
      if (accepted.has(valueKey(item))) {
        await insertPushValues(db, [
          { ...base(item, position, path), status: 'already-sent', httpStatus: null, answer: '' },
        ]);
        continue;
      }
      const answer = await session.post(path, body).catch(() => ({ status: null, text: M.unreachable }));
      const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
      if (ok) sent += 1;
      else failed += 1;
      await insertPushValues(db, [
        {
          ...base(item, position, path),
          status: ok ? 'sent' : 'failed',
          httpStatus: answer.status,
          answer: answer.text,
        },
      ]);
    }
  } catch (error) {
    // The values recorded so far stay; the push no longer holds the month.
    await finishPush(db, companyId, push.id, 'failed', context.now());
    throw error;
  }
  const status = failed === 0 ? 'sent' : sent === 0 && accepted.size === 0 ? 'failed' : 'partial';
  const finished = await finishPush(db, companyId, push.id, status, context.now());
  return pushOf(finished, await pushValues(db, companyId, push.id));
}

export async function silaePushesOf(
  context: SilaeContext,
  companyId: string,
  month: string,
): Promise<SilaePushList> {
  const rows = await monthPushes(context.db, companyId, month, SILAE_PUSH_HISTORY_SIZE);
  return { pushes: rows.map(({ push, ...counts }) => summaryOf(push, counts)) };
}
