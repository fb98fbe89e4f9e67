import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTOR_FALLBACKS,
  AUDIT_CATEGORY_LABELS,
  AUDIT_CSV_MAX_ROWS,
  AUDIT_FILE_KINDS,
  AUDIT_MESSAGES,
  AUDIT_PAGE_SIZE,
  type AuditEvent,
  type AuditEventPage,
  type AuditEventsQuery,
  type AuditFilters,
  auditCategoryOf,
  describeAuditDetails,
} from '@pointeo/domain/audit';
import { formatFrenchDateTime, parisIsoDate } from '@pointeo/domain/dates';
import type { Executor } from '../../db/client';
import { frenchCsv } from '../../lib/csv-cell';
import { decodeCursor, type KeysetPosition, pageOf } from '../../lib/keyset';
import type { AttachmentFile } from '../../lib/send-attachment';
import type { ExportedFile } from './file-export';
import { type AuditEventRow, listEvents } from './repository';

/**
 * The current names of the members and API keys the events name, handed by app.ts from their owners
 * (accounts, api-keys): the log shows who they are now, and the name kept at the time once they are
 * gone.
 */
export type AuditActorNames = (
  companyId: string,
  ids: { userIds: string[]; keyIds: string[] },
) => Promise<{ members: Map<string, string>; apiKeys: Map<string, string> }>;

export interface AuditReadDependencies {
  db: Executor;
  actorNames: AuditActorNames;
}

const distinct = (values: (string | null)[]) => [...new Set(values.filter((value) => value !== null))];

/** The rows as the list shows them, each actor named. */
async function shown(
  deps: AuditReadDependencies,
  companyId: string,
  rows: AuditEventRow[],
): Promise<AuditEvent[]> {
  const names = await deps.actorNames(companyId, {
    userIds: distinct(rows.map((row) => row.actorUserId)),
    keyIds: distinct(rows.map((row) => row.actorKeyId)),
  });
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actorKind: row.actorKind,
    actorUserId: row.actorUserId,
    actorLabel: actorLabel(row, names),
    target: row.target,
    details: row.details,
    ip: row.ip,
  }));
}

function actorLabel(row: AuditEventRow, names: Awaited<ReturnType<AuditActorNames>>): string {
  switch (row.actorKind) {
    case 'member':
      return (
        (row.actorUserId && names.members.get(row.actorUserId)) ||
        row.actorLabel ||
        AUDIT_ACTOR_FALLBACKS.member
      );
    case 'apiKey': {
      const name = row.actorKeyId && names.apiKeys.get(row.actorKeyId);
      return name ? `${AUDIT_ACTOR_FALLBACKS.apiKey} «\u202f${name}\u202f»` : AUDIT_ACTOR_FALLBACKS.apiKey;
    }
    case 'email':
      return row.actorLabel ?? '';
    case 'system':
      return AUDIT_ACTOR_FALLBACKS.system;
  }
}

const withPosition = (row: AuditEventRow) => ({ ...row, position: { at: row.positionAt, id: row.id } });

/** A page of the company's log, the newest first; `nextCursor` names the next page. */
export async function pageAuditEvents(
  deps: AuditReadDependencies,
  companyId: string,
  query: AuditEventsQuery,
): Promise<AuditEventPage> {
  const { cursor, ...filters } = query;
  const before = decodeCursor(cursor);
  const rows = await listEvents(deps.db, companyId, filters, { before, limit: AUDIT_PAGE_SIZE + 1 });
  const { rows: page, nextCursor } = pageOf(rows.map(withPosition), AUDIT_PAGE_SIZE);
  return { events: await shown(deps, companyId, page), nextCursor };
}

const CSV_BATCH = 1000;

/**
 * 'Exporter en CSV': the events the filters keep, the newest first, AUDIT_CSV_MAX_ROWS at most, read
 * by batches as the file is written.
 */
export function auditCsvFile(
  deps: AuditReadDependencies,
  companyId: string,
  filters: AuditFilters,
  now: Date,
): AttachmentFile & ExportedFile {
  const csv = frenchCsv({ bom: true });
  const write = async () => {
    csv.write(AUDIT_MESSAGES.csvHeader);
    let before: KeysetPosition | undefined;
    let written = 0;
    while (written < AUDIT_CSV_MAX_ROWS) {
      const limit = Math.min(CSV_BATCH, AUDIT_CSV_MAX_ROWS - written);
      const rows = await listEvents(deps.db, companyId, filters, { before, limit });
      for (const event of await shown(deps, companyId, rows)) {
        if (!csv.write(csvLine(event))) await new Promise((resolve) => csv.once('drain', resolve));
      }
      written += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < limit) break;
      before = { at: last.positionAt, id: last.id };
    }
    csv.end();
  };
  write().catch((error: Error) => csv.destroy(error));
  return {
    fileName: AUDIT_MESSAGES.fileName(parisIsoDate(now)),
    contentType: 'text/csv; charset=utf-8',
    stream: csv,
    kind: AUDIT_FILE_KINDS.activityLog,
    period: periodOf(filters),
  };
}

const periodOf = ({ from, to }: AuditFilters) => (from || to ? `${from ?? '…'} → ${to ?? '…'}` : null);

const csvLine = (event: AuditEvent) => [
  formatFrenchDateTime(event.at),
  event.actorLabel,
  AUDIT_ACTION_LABELS[event.action],
  AUDIT_CATEGORY_LABELS[auditCategoryOf(event.action)],
  event.target ?? '',
  describeAuditDetails(event.details),
  event.ip ?? '',
];
