/**
 * Leave's face: what other modules may use (decision 035). Leave owns the absences, their types, the
 * paid-leave credits and the leave settings; it sits above the time sheets and below the clock.
 */

export { approvedAbsenceDays } from './absence-days';
export { listTypes } from './absence-types';
export {
  approveAbsence,
  createAbsence,
  type LeaveActor,
  type ListedAbsence,
  listEmployeeAbsences,
  pageAbsencesByRequest,
  refuseAbsence,
} from './absences';
export { previewDraws } from './balance-draws';
export { employeeBalancePeriods } from './balances';
export { anonymiseCompanyLeave } from './closure';
export { absencesForExport } from './export-reads';
export { type LeaveAnswers, leaveAnswersToShow, leaveAnswersWaiting } from './kiosk-answers';
export { recordKioskLeaveRequest } from './kiosk-requests';
export { type CompanyContact, type LeaveNotices, startLeaveNotices } from './notices';
export { deleteAbsencesBefore } from './purge';
export { countPendingRequests } from './repository';
export { leaveRoutes } from './routes';
export { absenceTargetSites } from './target-sites';
