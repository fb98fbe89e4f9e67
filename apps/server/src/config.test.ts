import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';
import { SERVER_ROOT } from './server-root';

/** The variables named in the first column of the README's configuration table. */
function variablesInReadme(): string[] {
  const readme = readFileSync(`${SERVER_ROOT}/../../README.md`, 'utf8');
  const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Architecture'));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]!));
}

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('./data');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.databasePoolSize).toBe(20);
  });

  it('names every variable that holds a bad value', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'quatre',
        DATABASE_URL: 'mysql://localhost/db',
        CONTACT_TO: 'personne',
        DATABASE_POOL_SIZE: '1',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('CONTACT_TO');
    expect(message).toContain('DATABASE_POOL_SIZE');
  });

  it('treats an empty optional URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('keeps only public details in the site configuration', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://user:secret@mail.exemple.fr',
      DATABASE_URL: 'postgres://u:p@h/db',
    });
    expect(JSON.stringify(config.site)).not.toContain('secret');
    expect(JSON.stringify(config.site)).not.toContain('postgres');
  });
});

describe('legal details left unconfigured', () => {
  it('keeps them out of the public details, and gives invoices a visible placeholder instead', () => {
    const config = loadConfig({ LEGAL_COMPANY_NAME: 'Pointeo SAS', LEGAL_SIRET: '' });
    expect(config.site.legal).toEqual({ companyName: 'Pointeo SAS' });
    expect(config.invoiceSeller.companyName).toBe('Pointeo SAS');
    expect(config.invoiceSeller.siret).toContain('à configurer');
    expect(config.unsetLegalVariables).toContain('LEGAL_SIRET');
    expect(config.unsetLegalVariables).not.toContain('LEGAL_COMPANY_NAME');
  });
});

describe('loadConfig in production', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
  const realServices = {
    DATABASE_URL: 'postgres://u:p@h/db',
    SMTP_URL: 'smtps://user:pass@mail.exemple.fr',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };

  it('refuses to start on the payment simulator, the embedded database or the mail outbox', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    for (const missing of ['DATABASE_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY'] as const) {
      const env: Record<string, string> = { ...production, ...realServices };
      delete env[missing];
      if (missing === 'STRIPE_SECRET_KEY') delete env.STRIPE_WEBHOOK_SECRET;
      expect(() => loadConfig(env), missing).toThrow(
        new RegExp(`${missing}\u202f: obligatoire en production`),
      );
    }
  });

  it('starts with real services and no warning', () => {
    expect(loadConfig({ ...production, ...realServices }).productionWarnings).toEqual([]);
  });

  it('starts on the embedded stand-ins when explicitly allowed, with one warning for each', () => {
    const config = loadConfig({ ...production, ALLOW_EMBEDDED_IN_PRODUCTION: 'true' });
    expect(config.stripe).toBeUndefined();
    expect(config.productionWarnings).toHaveLength(3);
    expect(config.productionWarnings.join('\n')).toMatch(/simulateur de paiement/);
  });

  it('never warns outside production', () => {
    expect(loadConfig({}).productionWarnings).toEqual([]);
  });

  it('reads exactly the variables the README documents', () => {
    expect(variablesInReadme().sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
