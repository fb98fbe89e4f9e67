import type { AuditAction, AuditDetails } from '@pointeo/domain/audit';
import type { Executor } from '../../db/client';
import { auditEvents } from '../../db/schema/audit';

/** Who did it. */
export type AuditActor =
  /**
   * A signed-in member (request.member.userId). Their name, when given, is kept as the fallback of
   * the name read with the log: it still says who once the member is removed.
   */
  | { kind: 'member'; userId: string; name?: string }
  /** A call of the public API. */
  | { kind: 'apiKey'; keyId: string; name?: string }
  /** A job. */
  | { kind: 'system' }
  /** A failed sign-in: the e-mail typed. */
  | { kind: 'email'; email: string };

export interface AuditEventInput {
  companyId: string;
  action: AuditAction;
  actor: AuditActor;
  /** What was acted on, in words a person reads ('Marie Dupont', 'Facture F-2026-0012'). */
  target?: string | null;
  details?: AuditDetails;
  ip?: string | null;
}

/** The signed-in member as the actor, with the name they have now. */
export const memberActor = (member: { userId: string; name: string }): AuditActor => ({
  kind: 'member',
  userId: member.userId,
  name: member.name,
});

function actorLabel(actor: AuditActor): string | null {
  if (actor.kind === 'email') return actor.email;
  if (actor.kind === 'system') return null;
  return actor.name ?? null;
}

/** Written in the caller's transaction when it passes one, so the event stands or falls with its fact. */
export async function recordAuditEvent(db: Executor, event: AuditEventInput, now: Date): Promise<void> {
  const { actor } = event;
  await db.insert(auditEvents).values({
    companyId: event.companyId,
    at: now,
    action: event.action,
    actorKind: actor.kind,
    actorUserId: actor.kind === 'member' ? actor.userId : null,
    actorKeyId: actor.kind === 'apiKey' ? actor.keyId : null,
    actorLabel: actorLabel(actor),
    target: event.target ?? null,
    details: event.details ?? {},
    ip: event.ip ?? null,
  });
}
