import { ANONYMISED_MEMBER_NAME } from '@pointeo/domain/account-closure';
import { TIMESHEET_MESSAGES } from '@pointeo/domain/timesheet-messages';
import type { Author } from '@pointeo/domain/timesheets';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Member } from './session-guard';

const KIOSK = 'kiosk';

/** The author id of a punch cancelled at a kiosk by its employee: 'kiosk:<device id>'. */
export const kioskAuthorId = (deviceId: string) => [KIOSK, deviceId].join(':');

/**
 * Who signs a correction, a validation, a leave decision or adjustment, a payroll export (decision
 * 060): the acting member's id, and the name the record keeps, since a removed member's user is
 * deleted. The owner signs as the company account: their user's name is the company's.
 */
export interface Signature {
  authorId: string;
  authorName: string;
}

export function signatureOf(member: Member): Signature {
  return {
    authorId: member.userId,
    authorName: member.isOwner ? TIMESHEET_MESSAGES.companyAccount : member.name,
  };
}

/** A kiosk's signature: the employee who typed their PIN there. */
export function kioskSignature(deviceId: string): Signature {
  return { authorId: kioskAuthorId(deviceId), authorName: TIMESHEET_MESSAGES.employeeAtKiosk };
}

/**
 * The author a record names: a punch cancelled at a kiosk, its employee; a record of a member, the
 * name it kept; one written before names were kept (none), the company account.
 */
export function authorOf(id: string, name: string | null): Author {
  if (id.split(':')[0] === KIOSK) return { id, name: TIMESHEET_MESSAGES.employeeAtKiosk };
  return { id, name: name ?? TIMESHEET_MESSAGES.companyAccount };
}

/** A closed company's signature (decision 091): the anonymised member where a name was signed, none where none was. */
export function anonymisedSignature(name: AnyPgColumn): SQL {
  return sql`case when ${name} is null then null else ${ANONYMISED_MEMBER_NAME} end`;
}
