import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account-messages';
import { companyDetailsSchema, registrationSchema } from './accounts';
import { TERMS_MESSAGES } from './legal-documents';

const valid = {
  companyName: 'Boulangerie Martin',
  siret: '732 829 320 00074',
  email: ' Contact@Boulangerie-Martin.fr ',
  password: 'croissant-2026',
  passwordConfirmation: 'croissant-2026',
  directorPin: '123456',
  acceptTerms: true,
};

const messagesOf = (input: unknown) => {
  const result = registrationSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('registration schema', () => {
  it('normalises the SIRET and the e-mail', () => {
    const parsed = registrationSchema.parse(valid);
    expect(parsed.siret).toBe('73282932000074');
    expect(parsed.email).toBe('contact@boulangerie-martin.fr');
  });

  it('says the passwords do not match', () => {
    expect(messagesOf({ ...valid, passwordConfirmation: 'autre-chose' })).toEqual([
      ACCOUNT_MESSAGES.passwordsDiffer,
    ]);
  });

  it('wants exactly 6 digits for the PIN', () => {
    for (const pin of ['12345', '1234567', '12a456']) {
      expect(messagesOf({ ...valid, directorPin: pin })).toEqual([
        'Le code PIN doit contenir exactement 6 chiffres',
      ]);
    }
  });

  it('wants exactly 14 digits for the SIRET, then a valid key', () => {
    expect(messagesOf({ ...valid, siret: '1234' })).toEqual([
      'Le numéro SIRET doit contenir exactement 14 chiffres',
    ]);
    expect(messagesOf({ ...valid, siret: '73282932000075' })).toEqual([ACCOUNT_MESSAGES.siretKey]);
  });

  it('requires every field', () => {
    const messages = messagesOf({
      companyName: '',
      siret: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      directorPin: '',
    });
    expect(messages).toContain("Le nom de l'entreprise est obligatoire");
    expect(messages).toContain('Le numéro SIRET est obligatoire');
    expect(messages).toContain("L'adresse e-mail est obligatoire");
    expect(messages).toContain('Le mot de passe est obligatoire');
    expect(messages).toContain('Le code PIN est obligatoire');
    expect(messages).toContain(TERMS_MESSAGES.required);
  });
});

describe('company details schema', () => {
  it('turns empty fields into null so the page shows its fallbacks', () => {
    const parsed = companyDetailsSchema.parse({
      address: '',
      postalCode: '',
      city: '',
      phone: '',
      contactFirstName: '',
      contactLastName: '',
      contactMobile: '',
    });
    expect(Object.values(parsed).every((value) => value === null)).toBe(true);
  });

  it('wants a 5-digit postal code and a plausible phone number', () => {
    const result = companyDetailsSchema.safeParse({
      postalCode: '7500',
      phone: '12',
      address: '',
      city: '',
      contactFirstName: '',
      contactLastName: '',
      contactMobile: '',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Le code postal doit contenir exactement 5 chiffres',
      "Le numéro de téléphone n'est pas valide (10 chiffres, par exemple 01 23 45 67 89)",
    ]);
  });
});
