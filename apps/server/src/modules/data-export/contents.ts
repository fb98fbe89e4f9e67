import type { InvoiceSeller } from '@pointeo/domain/issued-invoice';
import type { Executor } from '../../db/client';
import { companyForExport, membersForExport } from '../accounts';
import { invoicesForExport } from '../billing';
import { punchPositionsForExport } from '../clock';
import { badgesForExport, employeesForExport } from '../employees';
import { issuedInvoicePdf } from '../invoices';
import { absencesForExport } from '../leave';
import { sitesForExport } from '../sites';
import { correctionsForExport, entriesForExport } from '../timesheets';
import type { ArchiveContent } from './archive';
import {
  absencesTable,
  badgesTable,
  companyTable,
  correctionsTable,
  employeesTable,
  entriesTable,
  invoicesTable,
  membersTable,
  namesOf,
  punchPositionsTable,
  sitesTable,
} from './tables';

/**
 * What each export holds (decision 082), read through the owners' faces, every read within the
 * company. Read in one transaction by the caller, so the files agree with each other.
 */

/** 'Exporter les données de l'entreprise': everything the company entrusted to Pointeo. */
export async function companyContent(
  db: Executor,
  companyId: string,
  seller: InvoiceSeller,
  now: Date,
): Promise<ArchiveContent> {
  const [company, members, employees, badges, sites, entries, corrections, absences, invoices] =
    await Promise.all([
      companyForExport(db, companyId),
      membersForExport(db, companyId),
      employeesForExport(db, companyId),
      badgesForExport(db, companyId),
      sitesForExport(db, companyId),
      entriesForExport(db, companyId),
      correctionsForExport(db, companyId),
      absencesForExport(db, companyId),
      invoicesForExport(db, companyId),
    ]);
  const names = namesOf(employees, sites);
  const pdfs = [];
  for (const invoice of invoices) {
    pdfs.push({ path: `facture-${invoice.number}.pdf`, bytes: await issuedInvoicePdf(invoice, seller) });
  }
  return {
    title: `Données de l'entreprise ${company?.name ?? ''}`.trim(),
    createdAt: now,
    tables: [
      companyTable(company ? [company] : []),
      membersTable(members, names),
      employeesTable(employees, names),
      badgesTable(badges, names),
      sitesTable(sites),
      entriesTable(entries, names),
      correctionsTable(corrections, names),
      absencesTable(absences, names),
      invoicesTable(invoices),
    ],
    extras: {
      folder: 'factures',
      description: 'chaque facture en PDF, telle qu’elle a été émise.',
      files: pdfs,
    },
  };
}

/**
 * An employee's own data (his right of access, RGPD art. 15): identity and contract, site, entries
 * and their corrections, absences, badges (their existence), the positions kept of his phone punches.
 * Undefined when the company has no such employee.
 */
export async function employeeContent(
  db: Executor,
  companyId: string,
  employeeId: string,
  now: Date,
): Promise<{ content: ArchiveContent; fileName: string } | undefined> {
  const [employee] = await employeesForExport(db, companyId, employeeId);
  if (!employee) return undefined;
  const [sites, badges, entries, corrections, absences, positions] = await Promise.all([
    sitesForExport(db, companyId),
    badgesForExport(db, companyId, employeeId),
    entriesForExport(db, companyId, employeeId),
    correctionsForExport(db, companyId, employeeId),
    absencesForExport(db, companyId, employeeId),
    punchPositionsForExport(db, companyId, employeeId),
  ]);
  const names = namesOf([employee], sites);
  const fullName = `${employee.firstName} ${employee.lastName}`;
  return {
    fileName: `donnees-${slug(fullName)}.zip`,
    content: {
      title: `Données personnelles de ${fullName}`,
      createdAt: now,
      tables: [
        employeesTable([employee], names, true),
        badgesTable(badges, names),
        entriesTable(entries, names),
        correctionsTable(corrections, names),
        absencesTable(absences, names),
        punchPositionsTable(positions),
      ],
    },
  };
}

/** 'Élodie Dupré' → 'elodie-dupre', for a file name any system keeps. */
function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'employe'
  );
}
