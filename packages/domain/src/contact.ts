import { optionalText, requiredText, stringRequired } from './text';
import { z } from './zod';

export const contactMessageSchema = z.object({
  fullName: requiredText('Le nom complet est obligatoire', {
    max: 120,
    tooLong: 'Le nom complet ne doit pas dépasser 120 caractères',
  }),
  email: stringRequired("L'adresse e-mail est obligatoire")
    .trim()
    .min(1, "L'adresse e-mail est obligatoire")
    .max(254, "L'adresse e-mail est trop longue")
    .pipe(z.email("L'adresse e-mail n'est pas valide")),
  company: optionalText({
    max: 160,
    tooLong: "Le nom de l'entreprise ne doit pas dépasser 160 caractères",
  }).transform((company) => company ?? ''),
  message: requiredText('Le message est obligatoire', {
    max: 5000,
    tooLong: 'Le message ne doit pas dépasser 5000 caractères',
    multiline: true,
  }),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const CONTACT_CONFIRMATION =
  'Merci pour votre message\u202f! Notre équipe vous répondra sous 24 heures ouvrées.';
