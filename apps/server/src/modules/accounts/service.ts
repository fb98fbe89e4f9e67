import { ACCOUNT_MESSAGES } from '@pointeo/domain/account-messages';
import type { CompanyAccount, CompanyDetails, Registration } from '@pointeo/domain/accounts';
import { hashPassword } from 'better-auth/crypto';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { violatedUniqueConstraint } from '../../lib/postgres-errors';
import {
  type CompanyRow,
  findCompany,
  insertCompany,
  insertCredentialUser,
  insertDirectorEmployee,
  isEmailRegistered,
  isSiretRegistered,
  updateCompanyDetails,
} from './repository';

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 409, ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
const siretTaken = () =>
  new AppError('SIRET_TAKEN', 409, ACCOUNT_MESSAGES.siretTaken, { siret: ACCOUNT_MESSAGES.siretTaken });

/**
 * SPEC §4 registration sequence as one transaction: the auth user and its password, the company on
 * Gratuit renewing now, and its director employee. Any failure leaves nothing behind.
 */
export async function registerCompany(db: Database, registration: Registration): Promise<string> {
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
        nom: registration.companyName,
        siret: registration.siret,
        email: registration.email,
        renouvellement: new Date(),
      });
      await insertDirectorEmployee(tx, {
        companyId,
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
    nom: row.nom,
    siret: row.siret,
    email: row.email,
    adresse: row.adresse,
    codePostal: row.codePostal,
    ville: row.ville,
    telephone: row.telephone,
    contactPrenom: row.contactPrenom,
    contactNom: row.contactNom,
    contactPortable: row.contactPortable,
    abonnement: row.abonnement,
    pendingSubscription: row.pendingSubscription,
    renouvellement: row.renouvellement.toISOString(),
  };
}
