import { idParamsSchema } from './api';
import { planNameSchema, providerIdSchema, vatSplitSchema } from './billing';
import { requiredText } from './text';
import { z } from './zod';

/** The local payment simulator's hosted checkout page (/simulateur-paiement/:id). */
export const SIMULATOR_CHECKOUT_PATH = '/simulateur-paiement';

/** Test cards, as the real provider's test mode knows them. */
export const SIMULATOR_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** The brand a card number's first digits name, as the real provider reports it ('visa', 'mastercard'…). */
export function cardBrandOf(cardNumber: string): string {
  if (/^4/.test(cardNumber)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return 'mastercard';
  if (/^3[47]/.test(cardNumber)) return 'amex';
  return 'unknown';
}

export const SIMULATOR_MESSAGES = {
  cardDeclined: 'Votre carte a été refusée. Essayez une autre carte.',
  cardNumber: 'Le numéro de carte doit contenir 16 chiffres',
  expiry: "La date d'expiration doit être au format MM/AA et dans le futur",
  cvc: 'Le cryptogramme doit contenir 3 chiffres',
  holder: 'Le nom du titulaire est obligatoire',
  sessionNotFound: 'Session de paiement introuvable',
  sessionClosed: 'Cette session de paiement est terminée.',
} as const;

export const simulatorCheckoutSchema = z.object({
  id: z.string(),
  plan: planNameSchema,
  /** Tax-inclusive, with its split: the page shows HT, TVA and TTC. */
  amount: vatSplitSchema,
  email: z.string(),
  companyName: z.string(),
  status: z.enum(['open', 'paid', 'canceled']),
});
export type SimulatorCheckout = z.infer<typeof simulatorCheckoutSchema>;

export const simulatorCheckoutParamsSchema = idParamsSchema(
  'id',
  SIMULATOR_MESSAGES.sessionNotFound,
  providerIdSchema,
);

const isFutureExpiry = (value: string, now = new Date()) => {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
};

export const simulatorPaymentSchema = z.object({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{16}$/, SIMULATOR_MESSAGES.cardNumber)),
  expiry: z
    .string()
    .trim()
    .refine((value) => isFutureExpiry(value), SIMULATOR_MESSAGES.expiry),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3}$/, SIMULATOR_MESSAGES.cvc),
  holder: requiredText(SIMULATOR_MESSAGES.holder, { max: 120 }),
});
export type SimulatorPayment = z.infer<typeof simulatorPaymentSchema>;

/** Where the browser goes after paying or cancelling. */
export const simulatorRedirectSchema = z.object({ redirectUrl: z.string() });
export type SimulatorRedirect = z.output<typeof simulatorRedirectSchema>;
