import { z } from 'zod';

export const contactMessageSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, 'Le nom complet est obligatoire')
    .max(120, 'Le nom complet ne doit pas dépasser 120 caractères'),
  email: z
    .string()
    .trim()
    .min(1, "L'adresse e-mail est obligatoire")
    .max(254, "L'adresse e-mail est trop longue")
    .pipe(z.email("L'adresse e-mail n'est pas valide")),
  company: z
    .string()
    .trim()
    .max(160, "Le nom de l'entreprise ne doit pas dépasser 160 caractères")
    .default(''),
  message: z
    .string()
    .trim()
    .min(1, 'Le message est obligatoire')
    .max(5000, 'Le message ne doit pas dépasser 5000 caractères'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const CONTACT_CONFIRMATION =
  'Merci pour votre message ! Notre équipe vous répondra sous 24 heures ouvrées.';
