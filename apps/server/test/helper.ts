import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, onRouteHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { expect, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import type { PaymentProvider } from '../src/modules/billing';
import type { BadgeSecretMaker } from '../src/modules/employees';
import type { PayrollSource } from '../src/modules/payroll-connectors';
import { adminQuery } from './migrated-template';
import { lendPglite } from './pglite-pool';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  webDistDir?: string;
  webSsrDir?: string;
  now?: () => Date;
  paymentProvider?: PaymentProvider;
  /** Turns the logger on (level info unless LOG_LEVEL says otherwise) and sends its lines here. */
  logStream?: DestinationStream;
  onRoute?: onRouteHookHandler;
  /** The shared limits' Redis (its own key prefix per test file), closed by the caller. */
  redis?: Redis;
  /** Makes the badges' secrets: a test records those it issues (the sheet is their only copy). */
  newBadgeSecret?: BadgeSecretMaker;
  /** How long one webhook POST may take (a silent receiver's test shortens it). */
  webhookTimeoutMs?: number;
  /** The validated month's payroll values the push to Silae sends (tests before reports' list). */
  payrollSource?: PayrollSource;
  /** Adds test-only routes before the app is sealed. */
  beforeReady?: (app: FastifyInstance) => void;
}

const testDatabases = new WeakMap<FastifyInstance, DatabaseHandle>();

/** The database of an app built by buildTestApp, for helpers given only the app (test/api-keys.ts). */
export function databaseOf(app: FastifyInstance): DatabaseHandle {
  const database = testDatabases.get(app);
  if (!database) throw new Error('databaseOf: this app was not built by buildTestApp');
  return database;
}

/**
 * The app on a database of its own: in-memory PGlite, or, when DATABASE_URL is set, a fresh
 * PostgreSQL database created for this test file and dropped on close.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, release } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    BILLING_JOB_INTERVAL_SECONDS: '0',
    ...options.env,
  });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      config,
      database,
      ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
      ...(options.mailer && { mailer: options.mailer }),
      ...(options.webDistDir && { webDistDir: options.webDistDir }),
      ...(options.webSsrDir && { webSsrDir: options.webSsrDir }),
      ...(options.now && { now: options.now }),
      ...(options.paymentProvider && { paymentProvider: options.paymentProvider }),
      ...(options.onRoute && { onRoute: options.onRoute }),
      ...(options.redis && { redis: options.redis }),
      ...(options.newBadgeSecret && { newBadgeSecret: options.newBadgeSecret }),
      ...(options.webhookTimeoutMs && { webhookTimeoutMs: options.webhookTimeoutMs }),
      ...(options.payrollSource && { payrollSource: options.payrollSource }),
    });
    testDatabases.set(app, database);
    options.beforeReady?.(app);
    await app.ready();
  } catch (error) {
    // An app refused at its start (test/route-guards.integration.test.ts) leaves no database behind.
    await app?.close().catch(() => {});
    await release();
    throw error;
  }
  const started = app;
  return {
    app: started,
    database,
    async close() {
      await started.close();
      await release();
    },
  };
}

/**
 * A fresh database (see buildTestApp), copied from the run's migrated template
 * (test/migrated-template.ts); `url` opens it again, as a second server instance would. `release`
 * is done with it: on PostgreSQL it closes and drops it, on PGlite it is lent again, emptied, to the
 * worker's next test app (test/pglite-pool.ts). `drop` (after `database.close()`) only drops it.
 */
export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  url: string | undefined;
  drop: () => Promise<void>;
  release: () => Promise<void>;
}> {
  refuseOutsideIntegrationFiles();
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const { database, giveBack } = await lendPglite(pgliteTemplate);
    return { database, url: undefined, drop: async () => {}, release: giveBack };
  }
  const name = `pointeo_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplateName');
  const copy = template ? ` template ${template}${inject('postgresCopyStrategy')}` : '';
  await adminQuery(serverUrl, `create database ${name}${copy}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  const drop = async () => {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  return {
    database,
    url: url.toString(),
    drop,
    async release() {
      await database.close().catch(() => {});
      await drop();
    },
  };
}

/**
 * `npm run test:db` runs again on PostgreSQL only the files named `*.integration.test.ts`: a test
 * that opens a database in any other file would never meet PostgreSQL, so it fails here instead.
 */
function refuseOutsideIntegrationFiles() {
  const file = expect.getState().testPath ?? '';
  if (!file.endsWith('.integration.test.ts')) {
    throw new Error(
      `${file}: a test that opens a database belongs in a *.integration.test.ts file, the files npm run test:db runs on PostgreSQL`,
    );
  }
}

let pgliteTemplateRead: Promise<Blob> | undefined;

/** The migrated PGlite data folder, read once per test file. */
function pgliteTemplate(): Promise<Blob | undefined> {
  const path = inject('pgliteTemplatePath');
  if (!path) return Promise.resolve(undefined);
  pgliteTemplateRead ??= readFile(path).then((bytes) => new Blob([bytes]));
  return pgliteTemplateRead;
}

/** A log destination that keeps every line, for assertions on what reaches the logs. */
export function createLogCapture(): DestinationStream & { text(): string } {
  const lines: string[] = [];
  return {
    write(line: string) {
      lines.push(line);
    },
    text: () => lines.join(''),
  };
}

/**
 * A Mailer that keeps what it is asked to send, for assertions. `whenSent(n)` resolves once n
 * messages were sent in all: a mail sent by a job after the answer is awaited, not waited for.
 */
export function createRecordingMailer(): Mailer & {
  sent: MailMessage[];
  whenSent(count: number): Promise<MailMessage[]>;
} {
  const sent: MailMessage[] = [];
  const waiting: { count: number; resolve: (messages: MailMessage[]) => void }[] = [];
  const wake = () => {
    for (const waiter of waiting.filter(({ count }) => sent.length >= count)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(sent);
    }
  };
  return {
    kind: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
      wake();
    },
    whenSent(count) {
      return new Promise((resolve) => {
        waiting.push({ count, resolve });
        wake();
      });
    },
  };
}
