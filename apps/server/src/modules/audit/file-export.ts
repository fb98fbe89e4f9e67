import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { type AttachmentFile, sendAttachment } from '../../lib/send-attachment';
import type { Member } from '../../lib/session-guard';
import { type AuditActor, memberActor, recordAuditEvent } from './record';

/** The member of a session, or the key of a call of the public API. */
export function requestActor(request: FastifyRequest): AuditActor {
  const member = request.member as Member | undefined;
  if (member) return memberActor(member);
  const apiKey = request.apiKey as { id: string } | undefined;
  if (apiKey) return { kind: 'apiKey', keyId: apiKey.id };
  return { kind: 'system' };
}

/** What a downloaded file is, as the log shows it: 'Rapport mensuel (CSV)', '2026-03'. */
export interface ExportedFile {
  kind: string;
  period?: string | null;
}

/** Records a download once its checks have passed, then sends the file (decision 081). */
export async function sendExportedFile(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  file: AttachmentFile & ExportedFile,
  now: Date,
) {
  const { fileName, kind, period } = file;
  const details = { kind, period: period ?? null };
  await recordAuditEvent(
    db,
    {
      companyId: request.companyId,
      action: 'export.downloaded',
      actor: requestActor(request),
      target: fileName,
      details,
      ip: request.ip,
    },
    now,
  );
  return sendAttachment(reply, file);
}
