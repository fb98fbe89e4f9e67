import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { decodeMail, type ReceivedMail } from './mail-decoding';

/**
 * The whole product as a person meets it, for Playwright: the compiled server (`npm run build`, as
 * `npm start` runs it) on a fresh embedded database, mailing through a real SMTP server whose
 * messages the specs read over HTTP.
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
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(appPort),
    BASE_URL: `http://localhost:${appPort}`,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CONTACT_TO: 'equipe@pointeo.fr',
    // Every spec registers its own companies from one address: more than a real office does in an hour.
    REGISTRATIONS_PER_HOUR: '1000',
    // Two publisher details set, the others left unset: /legal shows the first and hides the rest.
    LEGAL_COMPANY_NAME: 'Pointeo SAS',
    LEGAL_RCS: 'RCS Paris 912 345 678',
  },
});

const cleanUp = () => {
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
};
server.once('exit', (code) => {
  cleanUp();
  process.exit(code ?? 1);
});
const stop = () => server.kill('SIGTERM');
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
