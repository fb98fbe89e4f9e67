import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { authUsers } from '../../db/schema/auth';
import { companyMembers } from '../../db/schema/team';
import { memberSiteIds } from './team-repository';

/**
 * What the company's data export (decision 082) reads of accounts: the company's details and its
 * members, never a password, a session or a payment provider's id.
 */
export async function companyForExport(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      siret: companies.siret,
      email: companies.email,
      address: companies.address,
      postalCode: companies.postalCode,
      city: companies.city,
      phone: companies.phone,
      contactFirstName: companies.contactFirstName,
      contactLastName: companies.contactLastName,
      contactMobile: companies.contactMobile,
      directorFirstName: companies.directorFirstName,
      directorLastName: companies.directorLastName,
      plan: companies.plan,
      renewsAt: companies.renewsAt,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

export async function membersForExport(db: Executor, companyId: string) {
  return db
    .select({
      userId: companyMembers.userId,
      name: authUsers.name,
      email: authUsers.email,
      role: companyMembers.role,
      siteIds: memberSiteIds,
      createdAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(authUsers, eq(authUsers.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.userId));
}

/** A member's name and address, to tell them their export is ready. */
export async function memberContact(db: Executor, companyId: string, userId: string) {
  const [row] = await db
    .select({ name: authUsers.name, email: authUsers.email })
    .from(companyMembers)
    .innerJoin(authUsers, eq(authUsers.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row;
}
