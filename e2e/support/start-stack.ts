import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildApp, WEB_DIST_DIR, WEB_SSR_DIR } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { decodeMail, type ReceivedMail } from './mail-decoding';

/**
 * The whole product as a person meets it, for Playwright: the built app on a fresh embedded
 * database, mailing through a real SMTP server whose messages the specs read over HTTP.
 */
const appPort = Number(process.env.E2E_APP_PORT);
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const mailApiPort = Number(process.env.E2E_MAIL_API_PORT);

const received: ReceivedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push(decodeMail(Buffer.concat(chunks).toString('utf8')));
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to');
  const mails = to ? received.filter((mail) => mail.to.includes(to)) : received;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(mails));
}).listen(mailApiPort, '127.0.0.1');

const dataDir = mkdtempSync(join(tmpdir(), 'pointeo-e2e-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  PORT: String(appPort),
  BASE_URL: `http://localhost:${appPort}`,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  CONTACT_TO: 'equipe@pointeo.fr',
  // Two publisher details set, the others left unset: /legal shows the first and hides the rest.
  LEGAL_COMPANY_NAME: 'Pointeo SAS',
  LEGAL_RCS: 'RCS Paris 912 345 678',
});
const database = await openDatabase({ dataDir });
const app = await buildApp({ config, database, webDistDir: WEB_DIST_DIR, webSsrDir: WEB_SSR_DIR });
await app.listen({ host: '127.0.0.1', port: appPort });

const stop = async () => {
  await app.close();
  await database.close();
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
