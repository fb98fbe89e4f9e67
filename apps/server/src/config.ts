import type { InvoiceSeller } from '@pointeo/domain/issued-invoice';
import type { PublicSiteConfig } from '@pointeo/domain/site';
import { z } from 'zod';
import { type LegalVariable, legalDetailsFrom } from './legal-details';

export type { PublicSiteConfig };

const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ protocol: protocols }).optional());

const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value));

const text = (fallback: string) => z.string().trim().min(1).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: text('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  BASE_URL: optionalUrl(/^https?$/),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Lets a production server run on the embedded stand-ins (a demo, a trial); warned at every start. */
  ALLOW_EMBEDDED_IN_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),

  AUTH_SECRET: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().min(32, 'doit contenir au moins 32 caractères').optional()),

  /** Signs the sites' QR codes (decision 070); unset: a random key kept in the database. */
  SITE_CODE_SECRET: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().min(32, 'doit contenir au moins 32 caractères').optional()),

  /** Seals secrets kept in the database (webhook secrets, decision 077); unset: derived from the auth secret. */
  SECRETS_KEY: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().min(32, 'doit contenir au moins 32 caractères').optional()),
  /** Lets webhooks reach private and loopback addresses (tests, a developer's machine); off by default. */
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Silae's API (decision 079): its OAuth2 token address, its base address, the token's scope. */
  SILAE_TOKEN_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://payroll-api-auth.silae.fr/oauth2/v2.0/token'),
  SILAE_API_URL: z.url({ protocol: /^https?$/ }).default('https://payroll-api.silae.fr/payroll'),
  SILAE_TOKEN_SCOPE: text(
    'https://silaecloudb2c.onmicrosoft.com/36658aca-9556-41b7-9e48-77e90b006f34/.default',
  ),

  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  /** PostgreSQL connections of one instance, all opened at start and kept (docs/decisions/034). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  /** Set: the shared limits (sign-in attempts, wrong kiosk PINs, rate limits) live in Redis, not PostgreSQL. */
  REDIS_URL: optionalUrl(/^rediss?$/),
  /** Unset: migrate at start outside production; production runs `npm run db:migrate` as its release step. */
  MIGRATE_ON_START: z.enum(['true', 'false']).optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  DATA_DIR: text('./data'),

  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: text('Pointeo <no-reply@pointeo.fr>'),
  CONTACT_TO: z.email().default('contact@pointeo.fr'),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  COMPANY_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  API_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),

  STRIPE_SECRET_KEY: optionalText(),
  STRIPE_WEBHOOK_SECRET: optionalText(),
  STRIPE_PRICE_STANDARD: optionalText(),
  STRIPE_PRICE_PREMIUM: optionalText(),
  /** Where the Stripe SDK sends its calls; tests point it at a local fake server. */
  STRIPE_API_URL: optionalUrl(/^https?$/),
  BILLING_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),

  PUBLIC_CONTACT_EMAIL: z.email().default('contact@pointeo.fr'),
  PUBLIC_CONTACT_PHONE: text('01 23 45 67 89'),
  PUBLIC_CONTACT_ADDRESS: text('12 rue de la Paix, 75002 Paris'),
  CLOCK_APP_URL: text('/pointage'),
  PUBLIC_LINKEDIN_URL: z.url().default('https://www.linkedin.com/company/pointeo'),
  PUBLIC_X_URL: z.url().default('https://x.com/pointeo'),
  PUBLIC_FACEBOOK_URL: z.url().default('https://www.facebook.com/pointeo'),

  LEGAL_COMPANY_NAME: optionalText(),
  LEGAL_FORM: optionalText(),
  LEGAL_SHARE_CAPITAL: optionalText(),
  LEGAL_ADDRESS: optionalText(),
  LEGAL_SIRET: optionalText(),
  LEGAL_RCS: optionalText(),
  LEGAL_VAT_NUMBER: optionalText(),
  LEGAL_PUBLICATION_DIRECTOR: optionalText(),
  LEGAL_HOST_NAME: optionalText(),
  LEGAL_HOST_ADDRESS: optionalText(),
  LEGAL_HOST_PHONE: optionalText(),
  LEGAL_MAIL_PROVIDER: optionalText(),
});

export type Env = z.output<typeof envSchema>;

/**
 * What stands in for a real service when its variable is unset. Fine on a laptop; in production the
 * simulator would sell Premium for any card number, so each is refused there unless explicitly allowed.
 */
const EMBEDDED_STAND_INS = [
  { variable: 'DATABASE_URL', standIn: 'la base embarquée PGlite' },
  { variable: 'STRIPE_SECRET_KEY', standIn: 'le simulateur de paiement (toute carte est acceptée)' },
  { variable: 'SMTP_URL', standIn: "la boîte d'envoi locale (aucun e-mail ne part)" },
] as const;

const standInsInUse = (env: Env) => EMBEDDED_STAND_INS.filter(({ variable }) => !env[variable]);

/** Every variable the server reads: the README's configuration table lists each (config.test.ts). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

const productionRequirements = envSchema.superRefine((env, context) => {
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    context.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'obligatoire en production' });
  }
  if (env.NODE_ENV === 'production' && !env.ALLOW_EMBEDDED_IN_PRODUCTION) {
    for (const { variable, standIn } of standInsInUse(env)) {
      context.addIssue({
        code: 'custom',
        path: [variable],
        message: `obligatoire en production (sans elle\u202f: ${standIn}\u202f; ALLOW_EMBEDDED_IN_PRODUCTION=true pour l'accepter)`,
      });
    }
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'obligatoire avec STRIPE_SECRET_KEY (les webhooks font foi)',
    });
  }
});

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  baseUrl: string;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Signs session cookies; without it outside production, one is generated and kept in DATA_DIR. */
  authSecret: string | undefined;
  /**
   * Signs the sites' QR codes (decision 070); without it, a random key made at the first start and
   * kept in the database (`site_code_keys`). Never sent to the browser.
   */
  siteCodeSecret: string | undefined;
  /**
   * Seals the secrets the server reads back (webhook signing secrets) with AES-256-GCM; without it,
   * the key is derived from the auth secret (lib/secret-box.ts, decision 077).
   */
  secretsKey: string | undefined;
  /** Webhook endpoints may be private or loopback addresses (tests, development); off by default. */
  webhookAllowPrivateAddresses: boolean;
  /** Silae's API (decision 079): the real addresses unless configured (tests point them at a local fake). */
  silae: { tokenUrl: string; apiBaseUrl: string; scope: string };
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** With it the shared limits live in Redis (decision 021); without, in PostgreSQL or PGlite. */
  redisUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL only: apply pending migrations at start, or only check there are none. */
  migrateOnStart: boolean;
  /** How long SIGTERM waits for requests in flight and jobs in progress before exiting anyway. */
  shutdownTimeoutMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTo: string;
  /** Accounts one address may create in an hour. */
  registrationsPerHour: number;
  /** Writes one signed-in company may make in a minute, across instances. */
  companyWritesPerMinute: number;
  /** Calls one API key may make in a minute, across instances (decision 075). */
  apiRequestsPerMinute: number;
  /** Stripe when a secret key is set, otherwise the local payment simulator. Never sent to the browser. */
  stripe: StripeConfig | undefined;
  /** How often the billing job runs (renewals, period-end changes); 0 turns it off. */
  billingJobIntervalMs: number;
  site: PublicSiteConfig;
  /**
   * The seller's mentions as an invoice issued now prints them (a placeholder for each detail not
   * configured), with the contact address; written into each invoice when it is issued.
   */
  invoiceSeller: InvoiceSeller;
  /** LEGAL_* variables left unset: /legal hides their lines, a warning names them at start. */
  unsetLegalVariables: LegalVariable[];
  /** Production running on embedded stand-ins (ALLOW_EMBEDDED_IN_PRODUCTION): one French warning each, at every start. */
  productionWarnings: string[];
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  priceIds: { Standard: string | undefined; Premium: string | undefined };
  apiUrl: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide\u202f:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment once; a bad value throws a ConfigError naming each variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = productionRequirements.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}\u202f: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const legal = legalDetailsFrom(env);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    authSecret: env.AUTH_SECRET,
    siteCodeSecret: env.SITE_CODE_SECRET,
    secretsKey: env.SECRETS_KEY,
    webhookAllowPrivateAddresses: env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
    silae: { tokenUrl: env.SILAE_TOKEN_URL, apiBaseUrl: env.SILAE_API_URL, scope: env.SILAE_TOKEN_SCOPE },
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    dataDir: env.DATA_DIR,
    redisUrl: env.REDIS_URL,
    migrateOnStart: (env.MIGRATE_ON_START ?? String(env.NODE_ENV !== 'production')) === 'true',
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactTo: env.CONTACT_TO,
    registrationsPerHour: env.REGISTRATIONS_PER_HOUR,
    companyWritesPerMinute: env.COMPANY_WRITES_PER_MINUTE,
    apiRequestsPerMinute: env.API_REQUESTS_PER_MINUTE,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
          priceIds: { Standard: env.STRIPE_PRICE_STANDARD, Premium: env.STRIPE_PRICE_PREMIUM },
          apiUrl: env.STRIPE_API_URL,
        }
      : undefined,
    billingJobIntervalMs: env.BILLING_JOB_INTERVAL_SECONDS * 1000,
    productionWarnings:
      env.NODE_ENV === 'production'
        ? standInsInUse(env).map(
            ({ variable, standIn }) =>
              `Production sans ${variable}\u202f: ${standIn} (ALLOW_EMBEDDED_IN_PRODUCTION=true).`,
          )
        : [],
    site: {
      contactEmail: env.PUBLIC_CONTACT_EMAIL,
      contactPhone: env.PUBLIC_CONTACT_PHONE,
      contactAddress: env.PUBLIC_CONTACT_ADDRESS,
      clockAppUrl: env.CLOCK_APP_URL,
      social: { linkedin: env.PUBLIC_LINKEDIN_URL, x: env.PUBLIC_X_URL, facebook: env.PUBLIC_FACEBOOK_URL },
      legal: legal.published,
    },
    invoiceSeller: {
      companyName: legal.forInvoices.companyName,
      legalForm: legal.forInvoices.legalForm,
      shareCapital: legal.forInvoices.shareCapital,
      address: legal.forInvoices.address,
      siret: legal.forInvoices.siret,
      rcs: legal.forInvoices.rcs,
      vatNumber: legal.forInvoices.vatNumber,
      email: env.PUBLIC_CONTACT_EMAIL,
    },
    unsetLegalVariables: legal.unsetVariables,
  };
}
