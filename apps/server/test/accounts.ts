import { withSiretKey } from '@pointeo/domain/siret';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

let sequence = 0;

/** A valid SIRET for each call: a 9-digit SIREN, a 4-digit counter, and the key digit. */
export function uniqueSiret(): string {
  sequence++;
  const siren = String(100_000_000 + ((Date.now() + sequence * 7919) % 800_000_000)).slice(0, 9);
  return withSiretKey(`${siren}${String(sequence).padStart(4, '0')}`);
}

export function registrationFor(name: string) {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    companyName: name,
    siret: uniqueSiret(),
    email: `${slug}-${Date.now()}-${sequence}@exemple.fr`,
    password: 'mot-de-passe-solide',
    passwordConfirmation: 'mot-de-passe-solide',
    directorPin: '246810',
    acceptTerms: true,
  };
}

/** Every detail the account page lets a company fill in, each one given. */
export const COMPANY_DETAILS = {
  address: '3 place du Marché',
  postalCode: '69002',
  city: 'Lyon',
  phone: '04 78 00 00 00',
  contactFirstName: 'Jeanne',
  contactLastName: 'Moreau',
  contactMobile: '06 12 34 56 78',
};

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export interface SignedInCompany {
  email: string;
  password: string;
  companyName: string;
  cookie: string;
}

/** Registers a company through the API and returns its session cookie. */
export async function registerCompany(
  app: FastifyInstance,
  name = 'Boulangerie Martin',
): Promise<SignedInCompany> {
  const registration = registrationFor(name);
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/register',
    payload: registration,
    remoteAddress: `10.${sequence % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return {
    email: registration.email,
    password: registration.password,
    companyName: name,
    cookie: cookieHeader(response),
  };
}
