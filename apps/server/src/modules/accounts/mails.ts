import type { MailMessage } from '../../mail/mailer';

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Réinitialisation de votre mot de passe Pointeo',
    text: [
      'Bonjour,',
      '',
      'Vous avez demandé à réinitialiser le mot de passe de votre compte Pointeo.',
      'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois)\u202f:',
      '',
      link,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u202f: votre mot de passe reste inchangé.",
      '',
      "L'équipe Pointeo",
    ].join('\n'),
  };
}
