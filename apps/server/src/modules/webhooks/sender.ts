import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_MESSAGES } from '@pointeo/domain/webhooks';
import { Webhook } from 'standardwebhooks';
import { type AddressRules, guardedLookup, RefusedAddressError, refusedLiteral } from './address-guard';

/** What one POST gave: the answer's status, or why there was none. */
export type SendOutcome = { ok: boolean; status: number | null; error: string | null };

export interface SignedMessage {
  url: string;
  /** `msg_…`: the same for every attempt, so the receiver can drop a repeat. */
  id: string;
  timestamp: Date;
  body: string;
  /** The current secret first; the previous one too while it still signs after a rotation. */
  secrets: readonly string[];
}

/** Standard Webhooks' three headers; several signatures separated by spaces, one per secret. */
export function signedHeaders(message: Pick<SignedMessage, 'id' | 'timestamp' | 'body' | 'secrets'>) {
  const signature = message.secrets
    .map((secret) => new Webhook(secret).sign(message.id, message.timestamp, message.body))
    .join(' ');
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(message.timestamp.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

const keptAlive = () => ({
  http: new http.Agent({ keepAlive: true, maxSockets: 50 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 50 }),
});
/** Apart, so a socket opened where private addresses are allowed is never reused where they are not. */
const guardedAgents = keptAlive();
const permissiveAgents = keptAlive();

/** Bytes of an answer read (then dropped): a receiver's page is not our business. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs the signed JSON once: no redirect followed (a 3xx is a failure), `timeoutMs` for the whole
 * exchange, and the socket connects only to addresses the guard accepts (unless `allowPrivate`).
 */
export function sendSigned(
  message: SignedMessage,
  rules: AddressRules,
  timeoutMs: number,
): Promise<SendOutcome> {
  const url = new URL(message.url);
  if (refusedLiteral(url, rules)) {
    return Promise.resolve({ ok: false, status: null, error: WEBHOOK_MESSAGES.urlPrivate });
  }
  const secure = url.protocol === 'https:';
  const transport = secure ? https : http;
  const agents = rules.allowPrivate ? permissiveAgents : guardedAgents;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = transport.request(
      url,
      {
        method: 'POST',
        agent: secure ? agents.https : agents.http,
        ...(rules.allowPrivate ? {} : { lookup: guardedLookup }),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Pointeo-Webhooks/1.0',
          'content-length': Buffer.byteLength(message.body),
          ...signedHeaders(message),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const done = () =>
          finish({
            ok: status >= 200 && status < 300,
            status,
            error: status >= 200 && status < 300 ? null : `HTTP ${status}`,
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ ok: false, status: null, error: WEBHOOK_MESSAGES.timeout });
    }, timeoutMs);
    request.on('error', (error) => {
      finish({
        ok: false,
        status: null,
        error: error instanceof RefusedAddressError ? WEBHOOK_MESSAGES.urlPrivate : shortError(error),
      });
    });
    request.end(message.body);
  });
}

function shortError(error: Error & { code?: string }): string {
  return (error.code ? `[${error.code}] ${error.message}` : error.message).slice(0, 300);
}
