import type { MailText } from './leave-mails';

/**
 * The e-mail of a forgotten clock-out (issue 30 item 6, decision 068): an employee with an address,
 * still in 30 minutes after their site's usual end of the day. Plain text, French.
 */

export interface DepartureReminderMail {
  firstName: string;
  companyName: string;
  /** The Paris day and wall time of the arrival ('2026-11-27', '08:02'). */
  arrivalDate: string;
  arrivalTime: string;
}

const french = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export function departureReminderMail(reminder: DepartureReminderMail): MailText {
  return {
    subject: `Départ non pointé\u202f: arrivée à ${reminder.arrivalTime} chez ${reminder.companyName}`,
    text: [
      `Bonjour ${reminder.firstName},`,
      '',
      `Votre arrivée chez ${reminder.companyName} a été pointée le ${french(reminder.arrivalDate)} à ${reminder.arrivalTime}, mais votre départ ne l'est pas\u202f: il semble que vous ayez oublié de le pointer.`,
      '',
      "Si votre journée est terminée, pointez votre départ à la borne, ou prévenez votre responsable pour qu'il indique votre heure de départ.",
      '',
      `${reminder.companyName}, avec Pointeo`,
    ].join('\n'),
  };
}
