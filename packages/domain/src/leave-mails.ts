import { elide } from './french-elision';
import { leaveAnswerSentence } from './leave-messages';

/**
 * The e-mails of leave requests (issue 28 item 4): the company hears of a new request at the kiosk,
 * the employee with an e-mail address of the answer. Plain text, French, no imports beyond the
 * domain's own texts.
 */

export interface MailText {
  subject: string;
  text: string;
}

/** 'Le 14/12/2026 (matin)', 'Du 14/12/2026 au 16/12/2026 (fin à midi)', as the Congés tab shows it. */
function spanOf(span: { startDate: string; endDate: string; startHalfDay: boolean; endHalfDay: boolean }) {
  const french = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
  if (span.startDate === span.endDate) {
    const half = span.startHalfDay ? ' (après-midi)' : span.endHalfDay ? ' (matin)' : '';
    return `le ${french(span.startDate)}${half}`;
  }
  const start = `${french(span.startDate)}${span.startHalfDay ? ' après-midi' : ''}`;
  const end = `${french(span.endDate)}${span.endHalfDay ? ' midi' : ''}`;
  return `du ${start} au ${end}`;
}

export interface LeaveRequestMail {
  employeeName: string;
  typeName: string;
  startDate: string;
  endDate: string;
  startHalfDay: boolean;
  endHalfDay: boolean;
  comment: string | null;
  /** Opens the Congés section on the request. */
  link: string;
}

/** To the company's address: a request typed at the kiosk waits for its answer. */
export function leaveRequestMail(request: LeaveRequestMail): MailText {
  const comment = request.comment ? `\nCommentaire\u202f: «\u202f${request.comment}\u202f»\n` : '';
  return {
    subject: `Nouvelle demande de congé ${elide('de', request.employeeName)}`,
    text: [
      'Bonjour,',
      '',
      `${request.employeeName} demande un congé à la borne\u202f: ${request.typeName}, ${spanOf(request)}.`,
      comment,
      `Pour l'approuver ou la refuser, ouvrez la section Congés de votre compte Pointeo\u202f:`,
      request.link,
      '',
      "L'équipe Pointeo",
    ].join('\n'),
  };
}

export interface LeaveAnswerMail {
  firstName: string;
  companyName: string;
  typeName: string;
  startDate: string;
  endDate: string;
  status: 'approved' | 'refused';
  refusalReason: string | null;
}

/** To the employee's own address, beside the kiosk's message after their next PIN. */
export function leaveAnswerMail(answer: LeaveAnswerMail): MailText {
  const verdict = answer.status === 'approved' ? 'approuvée' : 'refusée';
  return {
    subject: `Votre demande de congé est ${verdict}`,
    text: [
      `Bonjour ${answer.firstName},`,
      '',
      leaveAnswerSentence(answer),
      '',
      `${answer.companyName}, avec Pointeo`,
    ].join('\n'),
  };
}
