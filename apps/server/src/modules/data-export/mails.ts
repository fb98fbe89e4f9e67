import { formatFrenchDateTime } from '@pointeo/domain/dates';
import type { MailMessage } from '../../mail/mailer';

/** The e-mail that tells the member who asked that the company's export is ready (decision 082). */
export function exportReadyMail(input: {
  to: string;
  memberName: string;
  companyName: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  return {
    to: input.to,
    subject: `Export des données de ${input.companyName} prêt`,
    text: [
      `Bonjour ${input.memberName},`,
      '',
      `L'export des données de ${input.companyName} que vous avez demandé est prêt. Téléchargez le fichier ZIP ici\u202f:`,
      input.link,
      '',
      `Le lien ne sert qu'une fois et expire le ${formatFrenchDateTime(input.expiresAt)} (heure de Paris). Il s'ouvre dans le navigateur où vous êtes connecté à Pointeo avec votre compte.`,
      '',
      'Le fichier contient les données personnelles de vos employés et de vos membres\u202f: conservez-le en lieu sûr.',
      '',
      "L'équipe Pointeo",
    ].join('\n'),
  };
}
