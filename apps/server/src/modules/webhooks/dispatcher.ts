import { planAllows } from '@pointeo/domain/plan-features';
import { WEBHOOK_MESSAGES } from '@pointeo/domain/webhooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { JobQueue, PeriodicJob } from '../../jobs/job-queue';
import type { PlanReader } from '../../lib/plan-gate';
import type { SecretBox } from '../../lib/secret-box';
import type { Mailer } from '../../mail/mailer';
import type { AddressRules } from './address-guard';
import { queuedGeneration } from './events';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  clearFailing,
  disableFailingEndpoint,
  noteFailing,
  purgeOldDeliveries,
  settleDelivery,
} from './repository';
import { type SendOutcome, sendSigned } from './sender';

/**
 * Delivering the recorded events (decision 077): a periodic job, and a nudge once an answer whose
 * transaction recorded events is sent, take the due deliveries (FOR UPDATE SKIP LOCKED), POST each
 * signed, and settle it: 2xx delivered; otherwise tried again with exponential backoff until 24 hours
 * after the event, then 'failed'. An endpoint whose deliveries all fail for 3 days is disabled and the
 * company is e-mailed. Only a company on Premium is delivered to: a downgraded one's due deliveries
 * settle 'failed' unsent, its endpoints stay as they were for an upgrade.
 */

const DELIVERY_INTERVAL_MS = 5_000;
const PURGE_INTERVAL_MS = 3_600_000;
/** The log keeps a month of settled deliveries. */
const KEPT_MS = 30 * 24 * 3_600_000;
const BATCH = 100;
const CONCURRENCY = 32;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 4 * 3_600_000;
export const DISABLE_AFTER_MS = 3 * 24 * 3_600_000;
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;

/** 30 s after the first failure, doubling, 4 hours at most. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface WebhookDeliveryDependencies {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  /** accounts' findCompanyContact, handed over by app.ts (webhooks imports no module). */
  companyContact: (db: Executor, companyId: string) => Promise<{ name: string; email: string } | undefined>;
  readPlan: PlanReader;
  secretBox: SecretBox;
  rules: AddressRules;
  /** Each POST's whole exchange; 10 s. */
  timeoutMs: number;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface WebhookDeliveries {
  /** Delivers what is due now, in this process; a nudge while a pass runs makes it run again. */
  nudge(): void;
  /** Called after each answer: nudges when this process recorded events since the last call. */
  afterAnswer(): void;
  /** Runs passes until nothing is due (tests and the bench await it); answers the deliveries tried. */
  deliverDue(): Promise<number>;
  /** Waits for the pass in progress. */
  stop(): Promise<void>;
}

export async function startWebhookDeliveries(deps: WebhookDeliveryDependencies): Promise<WebhookDeliveries> {
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;
  let seenGeneration = queuedGeneration();

  const runPasses = async (): Promise<number> => {
    let tried = 0;
    for (;;) {
      again = false;
      const claimed = await deliverOnePass(deps);
      tried += claimed;
      if (stopped || (claimed < BATCH && !again)) return tried;
    }
  };
  const deliverDue = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = runPasses().finally(() => {
      running = undefined;
    });
    return running;
  };
  const nudge = () => {
    if (stopped) return;
    deliverDue().catch((error: unknown) => deps.log.error({ err: error }, 'webhook deliveries failed'));
  };

  const periodic: PeriodicJob = {
    name: 'webhook-deliveries',
    run: async () => {
      await deliverDue();
    },
  };
  await deps.jobs.every(periodic, DELIVERY_INTERVAL_MS);
  await deps.jobs.every(
    {
      name: 'webhook-purge',
      run: () => purgeOldDeliveries(deps.db, new Date(deps.now().getTime() - KEPT_MS)),
    },
    PURGE_INTERVAL_MS,
  );
  return {
    nudge,
    afterAnswer() {
      const generation = queuedGeneration();
      if (generation === seenGeneration) return;
      seenGeneration = generation;
      nudge();
    },
    async deliverDue() {
      let tried = 0;
      // A pass already running may have claimed before the caller's events were committed.
      for (let pass = 0; pass < 2; pass += 1) tried += await deliverDue();
      return tried;
    },
    async stop() {
      stopped = true;
      await running?.catch(() => undefined);
    },
  };
}

/** Claims one batch and attempts each, CONCURRENCY at a time; answers how many were claimed. */
async function deliverOnePass(deps: WebhookDeliveryDependencies): Promise<number> {
  const now = deps.now();
  const claimed = await claimDueDeliveries(
    deps.db,
    now,
    new Date(now.getTime() + deps.timeoutMs + 60_000),
    BATCH,
  );
  const premium = new Map<string, Promise<boolean>>();
  const onPremium = (companyId: string) => {
    let answer = premium.get(companyId);
    if (!answer) {
      answer = deps.readPlan(companyId).then((plan) => planAllows(plan, 'api'));
      premium.set(companyId, answer);
    }
    return answer;
  };
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const delivery = claimed[next]!;
      next += 1;
      try {
        await attempt(deps, delivery, onPremium);
      } catch (error) {
        // Left claimed: it is tried again once the claim lapses.
        deps.log.error({ err: error, deliveryId: delivery.id }, 'webhook delivery not settled');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
  return claimed.length;
}

async function attempt(
  deps: WebhookDeliveryDependencies,
  delivery: ClaimedDelivery,
  onPremium: (companyId: string) => Promise<boolean>,
) {
  if (!delivery.enabled) {
    await giveUp(deps, delivery, WEBHOOK_MESSAGES.endpointGone);
    return;
  }
  if (!(await onPremium(delivery.companyId))) {
    await giveUp(deps, delivery, WEBHOOK_MESSAGES.notPremium);
    return;
  }
  const sentAt = deps.now();
  const secrets = [deps.secretBox.open(delivery.secret)];
  if (delivery.previousSecret && delivery.previousSecretUntil && delivery.previousSecretUntil > sentAt) {
    secrets.push(deps.secretBox.open(delivery.previousSecret));
  }
  const outcome = await sendSigned(
    {
      url: delivery.url,
      id: delivery.eventId,
      timestamp: sentAt,
      body: JSON.stringify({
        type: delivery.eventType,
        timestamp: delivery.eventAt.toISOString(),
        data: delivery.data,
      }),
      secrets,
    },
    deps.rules,
    deps.timeoutMs,
  );
  await settle(deps, delivery, outcome);
}

async function giveUp(deps: WebhookDeliveryDependencies, delivery: ClaimedDelivery, reason: string) {
  await settleDelivery(deps.db, delivery.id, {
    status: 'failed',
    nextAttemptAt: null,
    responseStatus: null,
    lastError: reason,
    deliveredAt: null,
  });
}

async function settle(deps: WebhookDeliveryDependencies, delivery: ClaimedDelivery, outcome: SendOutcome) {
  const now = deps.now();
  if (outcome.ok) {
    await settleDelivery(deps.db, delivery.id, {
      status: 'delivered',
      nextAttemptAt: null,
      responseStatus: outcome.status,
      lastError: null,
      deliveredAt: now,
    });
    await clearFailing(deps.db, delivery.endpointId);
    return;
  }
  const retryAt = new Date(
    Math.min(now.getTime() + retryDelayMs(delivery.attempts), delivery.giveUpAt.getTime()),
  );
  const last = now.getTime() >= delivery.giveUpAt.getTime();
  await settleDelivery(deps.db, delivery.id, {
    status: last ? 'failed' : 'pending',
    nextAttemptAt: last ? null : retryAt,
    responseStatus: outcome.status,
    lastError: outcome.error,
    deliveredAt: null,
  });
  const failingSince = await noteFailing(deps.db, delivery.endpointId, now);
  if (failingSince && now.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS) {
    const disabled = await disableFailingEndpoint(deps.db, delivery.endpointId, now);
    if (disabled) await mailDisabled(deps, disabled.companyId, disabled.url);
  }
}

async function mailDisabled(deps: WebhookDeliveryDependencies, companyId: string, url: string) {
  const contact = await deps.companyContact(deps.db, companyId);
  if (!contact) return;
  await deps.mailer.send({
    to: contact.email,
    subject: WEBHOOK_MESSAGES.disabledMailSubject,
    text: WEBHOOK_MESSAGES.disabledMailText(contact.name, url),
  });
}
