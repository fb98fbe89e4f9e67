import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('./data');
    expect(config.smtpUrl).toBeUndefined();
  });

  it('names every variable that holds a bad value', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'quatre', DATABASE_URL: 'mysql://localhost/db', CONTACT_TO: 'personne' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('CONTACT_TO');
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
