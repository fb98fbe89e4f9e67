import type { CompanyDetails } from '@pointeo/domain/accounts';
import { isRole, roleHasSites } from '@pointeo/domain/permissions';
import { and, eq, isNull, like, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { authAccounts, authUsers, authVerifications } from '../../db/schema/auth';
import { companyMembers } from '../../db/schema/team';
import type { Member } from '../../lib/session-guard';
import { RESET_IDENTIFIER_PREFIX } from './reset-tokens';
import { memberSiteIds } from './team-repository';

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompany(db: Executor, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

const invoiceCustomerColumns = {
  name: companies.name,
  siret: companies.siret,
  address: companies.address,
  postalCode: companies.postalCode,
  city: companies.city,
  email: companies.email,
};
export type InvoiceCustomer = Pick<CompanyRow, keyof typeof invoiceCustomerColumns>;

/** What an invoice says of the company it bills (SPEC §6), for the invoices module. */
export async function findCompanyForInvoice(
  db: Executor,
  companyId: string,
): Promise<InvoiceCustomer | undefined> {
  const [row] = await db.select(invoiceCustomerColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}

/** The company's name and its account's e-mail, where the mail of its leave requests goes. */
export async function findCompanyContact(
  db: Executor,
  companyId: string,
): Promise<{ name: string; email: string } | undefined> {
  const [row] = await db
    .select({ name: companies.name, email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** The director's real name as the company gave it (both parts may be missing). */
export async function findDirectorName(
  db: Executor,
  companyId: string,
): Promise<{ firstName: string | null; lastName: string | null } | undefined> {
  const [row] = await db
    .select({ firstName: companies.directorFirstName, lastName: companies.directorLastName })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

export async function isEmailRegistered(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, email))
    .limit(1);
  return rows.length > 0;
}

export async function isSiretRegistered(db: Executor, siret: string): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.siret, siret), isNull(companies.closedAt)))
    .limit(1);
  return rows.length > 0;
}

export interface NewCredentialUser {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
}

/** The rows better-auth reads for an e-mail + password user. */
export async function insertCredentialUser(db: Executor, user: NewCredentialUser): Promise<void> {
  await db.insert(authUsers).values({ id: user.id, name: user.name, email: user.email });
  await db.insert(authAccounts).values({
    id: crypto.randomUUID(),
    accountId: user.id,
    providerId: 'credential',
    userId: user.id,
    password: user.passwordHash,
  });
}

export async function insertCompany(
  db: Executor,
  company: { id: string; name: string; siret: string; email: string; renewsAt: Date },
): Promise<void> {
  await db.insert(companies).values({ ...company, plan: 'Gratuit' });
}

/** The member a user is (one company per user in v1), with their name; undefined for none. */
export async function findMember(db: Executor, userId: string): Promise<Member | undefined> {
  const [row] = await db
    .select({
      userId: companyMembers.userId,
      companyId: companyMembers.companyId,
      role: companyMembers.role,
      name: authUsers.name,
      siteIds: memberSiteIds,
      twoFactorEnabled: authUsers.twoFactorEnabled,
      twoFactorRequired: companies.twoFactorRequired,
    })
    .from(companyMembers)
    .innerJoin(authUsers, eq(authUsers.id, companyMembers.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  if (!row || !isRole(row.role)) return undefined;
  const { siteIds, twoFactorEnabled, twoFactorRequired, ...member } = row;
  return {
    ...member,
    mustEnrolTwoFactor: twoFactorRequired && !twoFactorEnabled,
    role: row.role,
    isOwner: row.userId === row.companyId,
    sites: roleHasSites(row.role) ? siteIds : 'all',
  };
}

/** The owner's member row: the user whose id is the company id, always an admin (decision 054). */
export async function insertOwnerMember(db: Executor, companyId: string): Promise<void> {
  await db.insert(companyMembers).values({ companyId, userId: companyId, role: 'admin' });
}

export async function updateCompanyDetails(
  db: Executor,
  companyId: string,
  details: CompanyDetails,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({
      address: details.address,
      postalCode: details.postalCode,
      city: details.city,
      phone: details.phone,
      contactFirstName: details.contactFirstName,
      contactLastName: details.contactLastName,
      contactMobile: details.contactMobile,
      directorFirstName: details.directorFirstName,
      directorLastName: details.directorLastName,
    })
    .where(eq(companies.id, companyId))
    .returning();
  return row;
}

const isResetToken = like(authVerifications.identifier, `${RESET_IDENTIFIER_PREFIX}%`);

/** The reset links of that user issued up to the newest one, which stays. */
export async function deleteResetTokensBefore(
  db: Executor,
  newest: { id: string; value: string; createdAt: Date },
): Promise<void> {
  await db
    .delete(authVerifications)
    .where(
      and(
        isResetToken,
        eq(authVerifications.value, newest.value),
        ne(authVerifications.id, newest.id),
        lte(authVerifications.createdAt, newest.createdAt),
      ),
    );
}

export async function deleteResetTokens(db: Executor, userId: string): Promise<void> {
  await db.delete(authVerifications).where(and(isResetToken, eq(authVerifications.value, userId)));
}
