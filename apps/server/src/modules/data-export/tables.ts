import { ROLE_LABELS as EMPLOYEE_ROLE_LABELS } from '@pointeo/domain/employee-messages';
import { issuedInvoiceSchema } from '@pointeo/domain/issued-invoice';
import { LEAVE_MESSAGES } from '@pointeo/domain/leave-messages';
import { ROLE_LABELS as MEMBER_ROLE_LABELS } from '@pointeo/domain/permissions';
import { CORRECTION_KIND_LABELS } from '@pointeo/domain/timesheet-messages';
import type { companyForExport, membersForExport } from '../accounts';
import type { invoicesForExport } from '../billing';
import type { punchPositionsForExport } from '../clock';
import type { badgesForExport, employeesForExport } from '../employees';
import type { absencesForExport } from '../leave';
import type { sitesForExport } from '../sites';
import type { correctionsForExport, entriesForExport } from '../timesheets';
import { day, table } from './export-table';

/** The tables of an export (decision 082): their French headers and what the README says of them. */

type Company = NonNullable<Awaited<ReturnType<typeof companyForExport>>>;
type Member = Awaited<ReturnType<typeof membersForExport>>[number];
type Employee = Awaited<ReturnType<typeof employeesForExport>>[number];
type Badge = Awaited<ReturnType<typeof badgesForExport>>[number];
type Site = Awaited<ReturnType<typeof sitesForExport>>[number];
type Entry = Awaited<ReturnType<typeof entriesForExport>>[number];
type Correction = Awaited<ReturnType<typeof correctionsForExport>>[number];
type Absence = Awaited<ReturnType<typeof absencesForExport>>[number];
type Invoice = Awaited<ReturnType<typeof invoicesForExport>>[number];
type PunchPosition = Awaited<ReturnType<typeof punchPositionsForExport>>[number];

/** Names the rows point at by id: the CSV shows the name beside the id. */
export interface Names {
  employee(id: string): string;
  site(id: string): string;
}

export function namesOf(employees: readonly Employee[], sites: readonly Site[]): Names {
  const employeeNames = new Map(employees.map((row) => [row.id, `${row.firstName} ${row.lastName}`]));
  const siteNames = new Map(sites.map((row) => [row.id, row.name]));
  return {
    employee: (id) => employeeNames.get(id) ?? '',
    site: (id) => siteNames.get(id) ?? '',
  };
}

const label = <Labels extends Record<string, string>>(labels: Labels, value: string) =>
  (labels as Record<string, string>)[value] ?? value;

export const companyTable = (rows: Company[]) =>
  table<Company>({
    name: 'entreprise',
    description: "l'entreprise : raison sociale, SIRET, adresse, contact, abonnement.",
    rows,
    columns: [
      { header: 'Identifiant', key: 'id', value: (row) => row.id },
      { header: 'Raison sociale', key: 'name', value: (row) => row.name },
      { header: 'SIRET', key: 'siret', value: (row) => row.siret },
      { header: 'Adresse e-mail', key: 'email', value: (row) => row.email },
      { header: 'Adresse', key: 'address', value: (row) => row.address },
      { header: 'Code postal', key: 'postalCode', value: (row) => row.postalCode },
      { header: 'Ville', key: 'city', value: (row) => row.city },
      { header: 'Téléphone', key: 'phone', value: (row) => row.phone },
      { header: 'Prénom du contact', key: 'contactFirstName', value: (row) => row.contactFirstName },
      { header: 'Nom du contact', key: 'contactLastName', value: (row) => row.contactLastName },
      { header: 'Portable du contact', key: 'contactMobile', value: (row) => row.contactMobile },
      { header: 'Prénom du dirigeant', key: 'directorFirstName', value: (row) => row.directorFirstName },
      { header: 'Nom du dirigeant', key: 'directorLastName', value: (row) => row.directorLastName },
      { header: 'Abonnement', key: 'plan', value: (row) => row.plan },
      { header: 'Renouvellement', key: 'renewsAt', value: (row) => row.renewsAt },
      { header: 'Créée le', key: 'createdAt', value: (row) => row.createdAt },
    ],
  });

export const membersTable = (rows: Member[], names: Names) =>
  table<Member>({
    name: 'membres',
    description:
      'les membres qui se connectent à Pointeo : nom, adresse e-mail, rôle, sites (sans mot de passe).',
    rows,
    columns: [
      { header: 'Identifiant', key: 'userId', value: (row) => row.userId },
      { header: 'Nom', key: 'name', value: (row) => row.name },
      { header: 'Adresse e-mail', key: 'email', value: (row) => row.email },
      { header: 'Rôle', key: 'role', value: (row) => label(MEMBER_ROLE_LABELS, row.role) },
      { header: 'Sites', key: 'sites', value: (row) => row.siteIds.map(names.site).join(', ') },
      { header: 'Membre depuis le', key: 'createdAt', value: (row) => row.createdAt },
    ],
  });

const EMPLOYEE_FIELDS = 'identité, poste, contrat, site, dates d’entrée et de sortie (sans code PIN).';

export const employeesTable = (rows: Employee[], names: Names, one = false) =>
  table<Employee>({
    name: one ? 'employe' : 'employes',
    description: one
      ? `l'employé : ${EMPLOYEE_FIELDS}`
      : `les employés, archivés compris : ${EMPLOYEE_FIELDS}`,
    rows,
    columns: [
      { header: 'Identifiant', key: 'id', value: (row) => row.id },
      { header: 'Prénom', key: 'firstName', value: (row) => row.firstName },
      { header: 'Nom', key: 'lastName', value: (row) => row.lastName },
      { header: 'Rôle', key: 'role', value: (row) => label(EMPLOYEE_ROLE_LABELS, row.role) },
      { header: 'Zone', key: 'zone', value: (row) => row.zone },
      { header: 'Poste', key: 'jobTitle', value: (row) => row.jobTitle },
      { header: 'Matricule', key: 'payrollNumber', value: (row) => row.payrollNumber },
      { header: 'Centre de coût', key: 'costCentre', value: (row) => row.costCentre },
      { header: 'Adresse e-mail', key: 'email', value: (row) => row.email },
      { header: 'Identifiant du site', key: 'siteId', value: (row) => row.siteId },
      { header: 'Site', key: 'siteName', value: (row) => names.site(row.siteId) },
      {
        header: 'Heures par semaine',
        key: 'weeklyContractHours',
        value: (row) => row.weeklyContractMinutes / 60,
      },
      { header: "Date d'entrée", key: 'hireDate', value: (row) => day(row.hireDate) },
      { header: 'Date de sortie', key: 'leavingDate', value: (row) => day(row.leavingDate) },
      { header: 'Code PIN défini', key: 'hasPin', value: (row) => row.hasPin },
      { header: 'Créé le', key: 'createdAt', value: (row) => row.createdAt },
      { header: 'Archivé le', key: 'archivedAt', value: (row) => row.archivedAt },
    ],
  });

export const badgesTable = (rows: Badge[], names: Names) =>
  table<Badge>({
    name: 'badges',
    description: 'les badges remis aux employés : leur existence et leurs dates, jamais leur secret.',
    rows,
    columns: [
      { header: 'Identifiant', key: 'id', value: (row) => row.id },
      { header: 'Identifiant employé', key: 'employeeId', value: (row) => row.employeeId },
      { header: 'Employé', key: 'employeeName', value: (row) => names.employee(row.employeeId) },
      { header: 'Remis le', key: 'createdAt', value: (row) => row.createdAt },
      { header: 'Révoqué le', key: 'revokedAt', value: (row) => row.revokedAt },
    ],
  });

export const sitesTable = (rows: Site[]) =>
  table<Site>({
    name: 'sites',
    description: 'les sites (lieux de travail), archivés compris, et leurs réglages de pointage.',
    rows,
    columns: [
      { header: 'Identifiant', key: 'id', value: (row) => row.id },
      { header: 'Nom', key: 'name', value: (row) => row.name },
      { header: 'Adresse', key: 'address', value: (row) => row.address },
      { header: 'Code postal', key: 'postalCode', value: (row) => row.postalCode },
      { header: 'Ville', key: 'city', value: (row) => row.city },
      { header: 'Département', key: 'departement', value: (row) => row.departement },
      { header: 'Fin de journée habituelle', key: 'endOfDay', value: (row) => row.endOfDay },
      { header: 'Pointage depuis le téléphone', key: 'phoneClocking', value: (row) => row.phoneClocking },
      { header: 'Vérifier la position', key: 'checkPosition', value: (row) => row.checkPosition },
      { header: 'Latitude', key: 'latitude', value: (row) => row.latitude },
      { header: 'Longitude', key: 'longitude', value: (row) => row.longitude },
      { header: 'Rayon (m)', key: 'radiusM', value: (row) => row.radiusM },
      { header: 'Justification', key: 'positionJustification', value: (row) => row.positionJustification },
      { header: 'Créé le', key: 'createdAt', value: (row) => row.createdAt },
      { header: 'Archivé le', key: 'archivedAt', value: (row) => row.archivedAt },
    ],
  });

export const entriesTable = (rows: Entry[], names: Names) =>
  table<Entry>({
    name: 'pointages',
    description:
      'les pointages (arrivée, départ), supprimés compris : une suppression est une correction que corrections.csv retrace.',
    rows,
    columns: [
      { header: 'Identifiant', key: 'id', value: (row) => row.id },
      { header: 'Identifiant employé', key: 'employeeId', value: (row) => row.employeeId },
      { header: 'Employé', key: 'employeeName', value: (row) => names.employee(row.employeeId) },
      { header: 'Arrivée', key: 'clockIn', value: (row) => row.clockIn },
      { header: 'Départ', key: 'clockOut', value: (row) => row.clockOut },
      { header: 'Départ manquant', key: 'missingClockOut', value: (row) => row.missingClockOut },
      {
        header: 'Origine',
        key: 'source',
        value: (row) => (row.source === 'kiosk' ? 'Pointage' : 'Ajout par l’entreprise'),
      },
      { header: 'Enregistré le', key: 'createdAt', value: (row) => row.createdAt },
      { header: 'Supprimé le', key: 'deletedAt', value: (row) => row.deletedAt },
    ],
  });

export const correctionsTable = (rows: Correction[], names: Names) =>
  table<Correction>({
    name: 'corrections',
    description: 'chaque correction d’un pointage : qui, quand, avant, après et pourquoi (la piste d’audit).',
    rows,
    columns: [
      { header: 'Identifiant', key: 'id', value: (row) => row.id },
      { header: 'Identifiant pointage', key: 'entryId', value: (row) => row.entryId },
      { header: 'Identifiant employé', key: 'employeeId', value: (row) => row.employeeId },
      { header: 'Employé', key: 'employeeName', value: (row) => names.employee(row.employeeId) },
      { header: 'Type', key: 'kind', value: (row) => label(CORRECTION_KIND_LABELS, row.kind) },
      { header: 'Arrivée avant', key: 'arrivalBefore', value: (row) => instant(row.before?.arrival) },
      { header: 'Départ avant', key: 'departureBefore', value: (row) => instant(row.before?.departure) },
      { header: 'Arrivée après', key: 'arrivalAfter', value: (row) => instant(row.after?.arrival) },
      { header: 'Départ après', key: 'departureAfter', value: (row) => instant(row.after?.departure) },
      { header: 'Motif', key: 'reason', value: (row) => row.reason },
      { header: 'Auteur', key: 'authorName', value: (row) => row.authorName },
      { header: 'Corrigé le', key: 'createdAt', value: (row) => row.createdAt },
    ],
  });

const instant = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

const ABSENCE_STATUS_LABELS = {
  pending: LEAVE_MESSAGES.pending,
  approved: LEAVE_MESSAGES.approved,
  refused: LEAVE_MESSAGES.refused,
  cancelled: LEAVE_MESSAGES.cancelled,
};

export const absencesTable = (rows: Absence[], names: Names) =>
  table<Absence>({
    name: 'absences',
    description: 'les absences et demandes de congé : type, dates, statut, décision.',
    rows,
    columns: [
      { header: 'Identifiant', key: 'id', value: (row) => row.id },
      { header: 'Identifiant employé', key: 'employeeId', value: (row) => row.employeeId },
      { header: 'Employé', key: 'employeeName', value: (row) => names.employee(row.employeeId) },
      { header: 'Type', key: 'typeName', value: (row) => row.typeName },
      { header: 'Du', key: 'startDate', value: (row) => day(row.startDate) },
      { header: 'Au', key: 'endDate', value: (row) => day(row.endDate) },
      { header: 'Demi-journée au début', key: 'startHalfDay', value: (row) => row.startHalfDay },
      { header: 'Demi-journée à la fin', key: 'endHalfDay', value: (row) => row.endHalfDay },
      { header: 'Statut', key: 'status', value: (row) => label(ABSENCE_STATUS_LABELS, row.status) },
      {
        header: 'Origine',
        key: 'source',
        value: (row) => (row.source === 'kiosk' ? 'Demande à la borne' : 'Saisie par l’entreprise'),
      },
      { header: 'Commentaire', key: 'comment', value: (row) => row.comment },
      { header: 'Demandée le', key: 'requestedAt', value: (row) => row.requestedAt },
      { header: 'Décidée le', key: 'decidedAt', value: (row) => row.decidedAt },
      { header: 'Décidée par', key: 'decidedByName', value: (row) => row.decidedByName },
      { header: 'Motif du refus', key: 'refusalReason', value: (row) => row.refusalReason },
      { header: 'Annulée le', key: 'cancelledAt', value: (row) => row.cancelledAt },
    ],
  });

const euros = (cents: number) => cents / 100;

export const invoicesTable = (rows: Invoice[]) =>
  table<Invoice>({
    name: 'factures',
    description: 'les factures de l’abonnement Pointeo : numéro, période, montants HT, TVA et TTC, statut.',
    rows,
    columns: [
      { header: 'Identifiant', key: 'id', value: (row) => row.id },
      { header: 'Numéro', key: 'number', value: (row) => row.number },
      { header: 'Émise le', key: 'createdAt', value: (row) => row.createdAt },
      { header: 'Abonnement', key: 'plan', value: (row) => row.plan },
      { header: 'Période du', key: 'periodStart', value: (row) => day(row.periodStart) },
      { header: 'Période au', key: 'periodEnd', value: (row) => day(row.periodEnd) },
      { header: 'Montant HT (€)', key: 'netEuros', value: (row) => euros(amounts(row).netCents) },
      { header: 'Taux de TVA (%)', key: 'vatRatePercent', value: (row) => amounts(row).vatRatePercent },
      { header: 'TVA (€)', key: 'vatEuros', value: (row) => euros(amounts(row).vatCents) },
      { header: 'Montant TTC (€)', key: 'grossEuros', value: (row) => euros(amounts(row).grossCents) },
      { header: 'Statut', key: 'status', value: (row) => row.status },
      { header: 'Payée le', key: 'paidOn', value: (row) => day(row.paidOn) },
    ],
  });

const amounts = (row: Invoice) => issuedInvoiceSchema.parse(row.issuedContent).amounts;

const PUNCH_KIND_LABELS = { in: 'Arrivée', out: 'Départ' };

export const punchPositionsTable = (rows: PunchPosition[]) =>
  table<PunchPosition>({
    name: 'positions',
    description:
      'les positions lues lors des pointages depuis le téléphone, quand le site les vérifie (gardées deux mois au plus).',
    rows,
    columns: [
      { header: 'Pointé le', key: 'punchedAt', value: (row) => row.punchedAt },
      { header: 'Sens', key: 'kind', value: (row) => label(PUNCH_KIND_LABELS, row.kind) },
      { header: 'Latitude', key: 'latitude', value: (row) => row.latitude },
      { header: 'Longitude', key: 'longitude', value: (row) => row.longitude },
      { header: 'Précision (m)', key: 'accuracyM', value: (row) => row.accuracyM },
      { header: 'Distance du site (m)', key: 'distanceM', value: (row) => row.distanceM },
      { header: 'Dans la zone', key: 'inZone', value: (row) => row.inZone },
    ],
  });
