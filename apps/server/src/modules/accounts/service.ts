import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import type {
  CompanyAccount,
  CompanyDetails,
  Onboarding,
  Registration,
  Waiting,
} from '@pointeo/domain/accounts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AttemptStore, Reservation } from '../../lib/attempt-store';
import { assertPasswordNotCommon } from '../../lib/common-passwords';
import { violatedUniqueConstraint } from '../../lib/postgres-errors';
import type { SiteIds } from '../../lib/site-scope';
import { hasAnyPunch, hasEverActivatedKiosk } from '../clock';
import { hasEverAddedEmployee, insertDirectorEmployee } from '../employees';
import { countPendingRequests } from '../leave';
import { insertDefaultSite } from '../sites';
import { countToRegularise } from '../timesheets';
import {
  type CompanyRow,
  findCompany,
  insertCompany,
  insertCredentialUser,
  insertOwnerMember,
  isEmailRegistered,
  isSiretRegistered,
  updateCompanyDetails,
} from './repository';
import { recordTermsAcceptance } from './terms';

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 409, ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
const siretTaken = () =>
  new AppError('SIRET_TAKEN', 409, ACCOUNT_MESSAGES.siretTaken, { siret: ACCOUNT_MESSAGES.siretTaken });

/**
 * SPEC §4 registration sequence as one transaction: the auth user and its password, the company on
 * Gratuit renewing now, its director employee and its acceptance of the legal documents. Any failure
 * leaves nothing behind. The password is hashed by `hashPassword`, the one better-auth checks
 * sign-ins with.
 */
export async function registerCompany(
  db: Database,
  registration: Registration,
  hashPassword: (password: string) => Promise<string>,
  { now, ip }: { now: Date; ip: string | null },
): Promise<string> {
  assertPasswordNotCommon(registration.password);
  if (await isEmailRegistered(db, registration.email)) throw emailTaken();
  if (await isSiretRegistered(db, registration.siret)) throw siretTaken();

  const companyId = crypto.randomUUID();
  const passwordHash = await hashPassword(registration.password);
  try {
    await db.transaction(async (tx) => {
      await insertCredentialUser(tx, {
        id: companyId,
        name: registration.companyName,
        email: registration.email,
        passwordHash,
      });
      await insertCompany(tx, {
        id: companyId,
        name: registration.companyName,
        siret: registration.siret,
        email: registration.email,
        renewsAt: new Date(),
      });
      await insertOwnerMember(tx, companyId);
      // The schema refused an unticked box: the owner accepted the current version (decision 084).
      await recordTermsAcceptance(tx, { companyId, userId: companyId, acceptedAt: now, ip });
      const site = await insertDefaultSite(tx, { companyId });
      await insertDirectorEmployee(tx, {
        companyId,
        siteId: site.id,
        companyName: registration.companyName,
        pinCode: registration.directorPin,
      });
    });
  } catch (error) {
    // Two registrations racing past the checks above: the unique indexes decide.
    const constraint = violatedUniqueConstraint(error);
    if (constraint?.includes('email')) throw emailTaken();
    if (constraint?.includes('siret')) throw siretTaken();
    throw new AppError('REGISTRATION_FAILED', 500, ACCOUNT_MESSAGES.registerFailed, undefined, undefined, {
      cause: error,
    });
  }
  return companyId;
}

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const SIGN_INS_PER_EMAIL = 5;
export const SIGN_INS_PER_IP = 20;

const emailKey = (email: string) => `sign-in:email:${email}`;
export const signInUnavailable = (cause: unknown) =>
  new AppError('SIGN_IN_UNAVAILABLE', 503, ACCOUNT_MESSAGES.signInUnavailable, undefined, undefined, {
    cause,
  });

export interface SignInDependencies {
  attemptStore: AttemptStore;
  log: FastifyBaseLogger;
}

/**
 * Signs in within the limits per e-mail and per IP. The attempt is counted before the password check,
 * so a burst of guesses cannot all pass the limit before the first failure is recorded; it is
 * uncounted when it was not a wrong password (a success, or a failure of ours).
 */
export async function signInWithinLimits(
  deps: SignInDependencies,
  { email, ip }: { email: string; ip: string },
  /** Checks the password and opens the session: false for wrong credentials, throws on any other failure. */
  openSession: () => Promise<boolean>,
): Promise<void> {
  let reservation: Reservation | undefined;
  try {
    reservation = await deps.attemptStore.reserve([
      { key: emailKey(email), max: SIGN_INS_PER_EMAIL, windowMs: SIGN_IN_WINDOW_MS },
      { key: `sign-in:ip:${ip}`, max: SIGN_INS_PER_IP, windowMs: SIGN_IN_WINDOW_MS },
    ]);
  } catch (error) {
    throw signInUnavailable(error);
  }
  if (!reservation) throw new AppError('TOO_MANY_ATTEMPTS', 429, ACCOUNT_MESSAGES.tooManySignIns);

  let signedIn: boolean;
  try {
    signedIn = await openSession();
  } catch (error) {
    await uncount(deps, reservation);
    throw signInUnavailable(error);
  }
  if (!signedIn) throw new AppError('INVALID_CREDENTIALS', 401, ACCOUNT_MESSAGES.loginFailed);
  await uncount(deps, reservation, email);
}

/** On success the e-mail's earlier failures are forgotten too. */
async function uncount(deps: SignInDependencies, reservation: Reservation, signedInEmail?: string) {
  try {
    await deps.attemptStore.release(reservation);
    if (signedInEmail) await deps.attemptStore.forget(emailKey(signedInEmail));
  } catch (error) {
    // The attempt then counts until its window ends; the sign-in itself has its answer already.
    deps.log.warn({ err: error }, 'sign-in attempt could not be uncounted');
  }
}

export async function getCompanyAccount(db: Database, companyId: string): Promise<CompanyAccount> {
  const company = await findCompany(db, companyId);
  if (!company) throw new AppError('COMPANY_NOT_FOUND', 404, 'Informations entreprise non trouvées');
  return toCompanyAccount(company);
}

export async function saveCompanyDetails(
  db: Database,
  companyId: string,
  details: CompanyDetails,
): Promise<CompanyAccount> {
  const company = await updateCompanyDetails(db, companyId, details);
  if (!company) throw new AppError('COMPANY_NOT_FOUND', 404, 'Informations entreprise non trouvées');
  return toCompanyAccount(company);
}

function toCompanyAccount(row: CompanyRow): CompanyAccount {
  return {
    id: row.id,
    name: row.name,
    siret: row.siret,
    email: row.email,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    phone: row.phone,
    contactFirstName: row.contactFirstName,
    contactLastName: row.contactLastName,
    contactMobile: row.contactMobile,
    directorFirstName: row.directorFirstName,
    directorLastName: row.directorLastName,
    plan: row.plan,
    pendingPlan: row.pendingSubscription,
    renewsAt: row.renewsAt.toISOString(),
  };
}

/** The first steps a new company is shown until it has taken all three, read from what it did. */
export async function getOnboarding(db: Database, companyId: string): Promise<Onboarding> {
  const [employeeAdded, kioskActivated, punchRecorded] = await Promise.all([
    hasEverAddedEmployee(db, companyId),
    hasEverActivatedKiosk(db, companyId),
    hasAnyPunch(db, companyId),
  ]);
  return { employeeAdded, kioskActivated, punchRecorded };
}

/**
 * What waits for the manager, the counts on the account's sections: leave requests 'En attente'
 * (leave's count) and entries 'À régulariser' (the time sheets'), each read from a partial index.
 */
/** The counts on the Congés and Temps sections, of the member's sites only for a Responsable de site. */
export async function getWaiting(
  db: Database,
  companyId: string,
  now: Date,
  sites: { leave: SiteIds; timesheets: SiteIds },
): Promise<Waiting> {
  const [leaveRequests, toRegularise] = await Promise.all([
    countPendingRequests(db, companyId, sites.leave),
    countToRegularise(db, companyId, now, sites.timesheets),
  ]);
  return { leaveRequests, toRegularise };
}
