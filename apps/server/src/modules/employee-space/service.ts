import { randomUUID, timingSafeEqual } from 'node:crypto';
import { EMPLOYEE_MESSAGES } from '@pointeo/domain/employee-messages';
import {
  SPACE_CODE_TTL_MINUTES,
  SPACE_CODES_PER_HOUR,
  SPACE_MESSAGES,
  SPACE_SESSION_DAYS,
  type SpaceMe,
} from '@pointeo/domain/employee-space';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../mail/mailer';
import { findCompanyContact } from '../accounts';
import { activeEmployeeHasPin, findActiveEmployeesByEmail, findSpaceEmployee } from '../employees';
import { hashSpaceCode, newSpaceCode, newSpaceToken } from './credential';
import {
  claimCode,
  countCodesSince,
  countWrongTry,
  findLiveCodes,
  insertCode,
  insertSession,
} from './repository';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * 'Recevoir un code': a one-time code to the address, for each active employee whose form carries
 * it (an address may serve two companies), within each one's hourly budget. The answer never says
 * whether the address is known; each code and its mail are written in one transaction.
 */
export async function sendSpaceCodes(db: Database, mailer: Mailer, email: string, now: Date) {
  for (const employee of await findActiveEmployeesByEmail(db, email)) {
    await db.transaction(async (tx) => {
      if (
        (await countCodesSince(tx, employee.id, new Date(now.getTime() - HOUR_MS))) >= SPACE_CODES_PER_HOUR
      ) {
        return;
      }
      const company = await findCompanyContact(tx, employee.companyId);
      if (!company) return;
      const id = randomUUID();
      const code = newSpaceCode();
      await insertCode(tx, {
        id,
        companyId: employee.companyId,
        employeeId: employee.id,
        codeHash: hashSpaceCode(id, code),
        expiresAt: new Date(now.getTime() + SPACE_CODE_TTL_MINUTES * MINUTE_MS),
        createdAt: now,
      });
      await mailer.send(
        {
          to: email,
          subject: SPACE_MESSAGES.mailSubject(company.name),
          text: SPACE_MESSAGES.mailBody(employee.firstName, company.name, code),
        },
        tx,
      );
    });
  }
}

const signInFailed = () => new AppError('SPACE_SIGN_IN_FAILED', 400, SPACE_MESSAGES.signInFailed);

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * 'Me connecter': the code mailed to the address and the employee's PIN open a session on this
 * phone. A wrong code counts a try against every live code of the address, a wrong PIN against the
 * code it came with; a code is spent once (claimCode), so two sign-ins with it open one session.
 * One refusal for every failure: it says nothing of which part was wrong.
 */
export async function signInToSpace(
  db: Database,
  { email, code, pin }: { email: string; code: string; pin: string },
  now: Date,
): Promise<{ token: string; me: SpaceMe }> {
  const employees = await findActiveEmployeesByEmail(db, email);
  const liveCodes = await findLiveCodes(
    db,
    employees.map((employee) => employee.id),
    now,
  );
  const matching = liveCodes.find((row) => sameHash(row.codeHash, hashSpaceCode(row.id, code)));
  if (!matching) {
    await countWrongTry(
      db,
      liveCodes.map((row) => row.id),
    );
    throw signInFailed();
  }
  if (!(await activeEmployeeHasPin(db, matching.companyId, matching.employeeId, pin))) {
    await countWrongTry(db, [matching.id]);
    throw signInFailed();
  }
  return db.transaction(async (tx) => {
    if (!(await claimCode(tx, matching.id, now))) throw signInFailed();
    const [employee, company] = await Promise.all([
      findSpaceEmployee(tx, matching.companyId, matching.employeeId),
      findCompanyContact(tx, matching.companyId),
    ]);
    if (!employee || !company) throw signInFailed();
    const { token, hash } = newSpaceToken();
    await insertSession(tx, {
      companyId: matching.companyId,
      employeeId: matching.employeeId,
      tokenHash: hash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SPACE_SESSION_DAYS * DAY_MS),
    });
    return {
      token,
      me: {
        employeeId: employee.id,
        firstName: employee.firstName,
        lastName: employee.lastName,
        companyName: company.name,
      },
    };
  });
}

/**
 * 'Envoyer le lien de son espace', from the employee's form: the address of the space and how to
 * sign in, to the address on the form. The route's policy has checked the member may reach him.
 */
export async function mailSpaceLink(
  db: Database,
  mailer: Mailer,
  who: { companyId: string; employeeId: string },
  spaceUrl: string,
) {
  const [employee, company] = await Promise.all([
    findSpaceEmployee(db, who.companyId, who.employeeId),
    findCompanyContact(db, who.companyId),
  ]);
  if (!employee || !company) throw new AppError('EMPLOYEE_NOT_FOUND', 404, EMPLOYEE_MESSAGES.notFound);
  if (!employee.email) throw new AppError('EMPLOYEE_WITHOUT_EMAIL', 409, SPACE_MESSAGES.linkNeedsEmail);
  await mailer.send({
    to: employee.email,
    subject: SPACE_MESSAGES.linkMailSubject(company.name),
    text: SPACE_MESSAGES.linkMailBody(employee.firstName, company.name, spaceUrl),
  });
  return employee.firstName;
}
