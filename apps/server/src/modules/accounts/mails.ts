import { ROLE_LABELS, type Role } from '@pointeo/domain/permissions';
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

export function invitationMail(to: string, inviterName: string, role: Role, link: string): MailMessage {
  return {
    to,
    subject: `${inviterName} vous invite sur Pointeo`,
    text: [
      'Bonjour,',
      '',
      `${inviterName} vous invite à rejoindre son équipe sur Pointeo, avec le rôle ${ROLE_LABELS[role]}.`,
      'Pour accepter, ouvrez ce lien (valable 7 jours, une seule fois)\u202f:',
      '',
      link,
      '',
      "Si vous n'attendiez pas cette invitation, ignorez ce message.",
      '',
      "L'équipe Pointeo",
    ].join('\n'),
  };
}
