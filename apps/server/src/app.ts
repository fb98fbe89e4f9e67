import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { JobQueue } from './jobs/job-queue';
import { createJobQueue } from './jobs/job-queue-factory';
import { unsetLegalDetailsWarning } from './legal-details';
import { createApiKeyLimit } from './lib/api-key-limit';
import { limitCompanyWrites } from './lib/company-write-limit';
import { closeConnectionsAfterLastAnswers } from './lib/drain-on-close';
import { answerError, registerErrorHandler } from './lib/error-handler';
import { loggerOptions } from './lib/logger';
import { registerOriginCheck } from './lib/origin-check';
import { createFeatureGate } from './lib/plan-gate';
import { createPostgresRateLimitStore, rateLimitPurgeJob } from './lib/rate-limit-store';
import { openRedis, redisKey } from './lib/redis';
import { guardRoutesByAccess } from './lib/route-access';
import { enforceRoutePolicies } from './lib/route-authorization';
import { createSecretBox } from './lib/secret-box';
import { registerSecurityHeaders } from './lib/security-headers';
import { createCompanyGuard } from './lib/session-guard';
import type { Mailer } from './mail/mailer';
import { createOutboxMailer, MAIL_OUTBOX_PURGE_INTERVAL_MS, mailOutboxPurgeJob } from './mail/outbox-mailer';
import { createQueuedMailer, sendMailJob } from './mail/queued-mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import {
  accountClosureRoutes,
  RETENTION_PURGE_INTERVAL_MS,
  retentionPurgeJob,
  retentionYearsOf,
} from './modules/account-closure';
import {
  accountRoutes,
  createAuth,
  createPasswordCheck,
  createSessionCache,
  createSessionEnder,
  createSessionReader,
  findCompanyContact,
  memberNames,
  registerAuthBridge,
  resolveAuthSecret,
  siteManagerEmails,
  teamRoutes,
} from './modules/accounts';
import { apiKeyNames, apiKeyRoutes, createApiKeyGuard } from './modules/api-keys';
import { AUDIT_PURGE_INTERVAL_MS, auditPurgeJob, auditRoutes } from './modules/audit';
import {
  type BillingContext,
  billingRoutes,
  createPaymentProvider,
  getBillingState,
  type PaymentProvider,
  simulatorRenewalsJob,
  simulatorRoutes,
  webhookRoutes,
} from './modules/billing';
import {
  clockRoutes,
  countActiveKiosksBySite,
  createKioskGuard,
  kioskLeaveRoutes,
  listEntryPunches,
  listLastArrivals,
  listLatePunches,
  loadSiteCodeKey,
  PUNCH_POSITIONS_PURGE_INTERVAL_MS,
  postgresWrongPins,
  punchPositionsPurgeJob,
  redisWrongPins,
  startSiteCodePurge,
} from './modules/clock';
import { CONTACT_PURGE_INTERVAL_MS, contactPurgeJob, contactRoutes } from './modules/contact';
import { customReportRoutes } from './modules/custom-reports';
import { type DataExportContext, dataExportRoutes, startDataExports } from './modules/data-export';
import {
  createEmployeeGuard,
  employeeSpaceRoutes,
  employeeSpaceViewRoutes,
  spaceCorrectionRoutes,
  spacePunchRoutes,
} from './modules/employee-space';
import {
  type BadgeSecretMaker,
  badgeRoutes,
  countLiveEmployeesBySite,
  employeeRoutes,
  employeeTargetSites,
  newBadgeSecret,
} from './modules/employees';
import { healthRoutes } from './modules/health';
import { invoiceRoutes } from './modules/invoices';
import { absenceTargetSites, leaveRoutes, startLeaveNotices } from './modules/leave';
import { type PayrollSource, silaeRoutes } from './modules/payroll-connectors';
import { employeeMonthHours, weekHoursOfStaff } from './modules/period';
import {
  apiDocumentationRoutes,
  IDEMPOTENCY_PURGE_INTERVAL_MS,
  idempotencyPurgeJob,
  openApiOptions,
  publicApiRoutes,
} from './modules/public-api';
import { monthRecord, payrollItems, payrollProblems, reportRoutes } from './modules/reports';
import { siteRoutes } from './modules/site';
import { workplaceRoutes } from './modules/sites';
import { spaRoutes } from './modules/spa';
import {
  correctionRequestTargetSites,
  entryTargetSites,
  startDepartureReminders,
  timesheetRoutes,
} from './modules/timesheets';
import {
  companyWebhookRoutes,
  DEFAULT_WEBHOOK_TIMEOUT_MS,
  startWebhookDeliveries,
  type WebhookDeliveries,
} from './modules/webhooks';

declare module 'fastify' {
  interface FastifyInstance {
    /** The webhooks' deliveries: tests and the bench run them (`deliverDue`) instead of waiting. */
    webhookDeliveries: WebhookDeliveries;
  }
}

/**
 * A slow or silent client cannot hold a connection forever; idle keep-alive connections outlive a
 * load balancer's usual 60 s idle timeout, so it never reuses a socket the server just closed.
 */
const HTTP_TIMEOUTS = {
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  /** SIGTERM closes idle keep-alive connections at once; busy ones after their answer. */
  forceCloseConnections: 'idle',
} as const;

const RATE_LIMIT_PURGE_INTERVAL_MS = 60_000;

/** How long one call to Silae's API may take. */
const SILAE_TIMEOUT_MS = 20_000;

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to SMTP when configured, the database outbox otherwise. */
  mailer?: Mailer;
  /** Where the built SPA lives; tests that only call the API leave it out. */
  webDistDir?: string;
  /** Where its server-rendering bundle lives; without it the public pages are the empty shell too. */
  webSsrDir?: string;
  logger?: boolean;
  /** Where the logs go instead of standard output; tests read them. */
  logStream?: DestinationStream;
  /** Defaults to Stripe when configured, the local simulator otherwise. */
  paymentProvider?: PaymentProvider;
  /** The clock billing, the sign-in limits and the time sheets read; tests move it to reach a period end. */
  now?: () => Date;
  /** The shared limits' Redis, kept open by the caller; otherwise opened from REDIS_URL, if set. */
  redis?: Redis;
  /** Told of every route as it is added: the input sweep test reaches each one this way. */
  onRoute?: onRouteHookHandler;
  /**
   * Makes each badge's secret (random); the sheet is the secrets' only copy, so a test records those
   * it issues to punch with them.
   */
  newBadgeSecret?: BadgeSecretMaker;
  /** How long one webhook POST may take (10 s); tests of a silent receiver shorten it. */
  webhookTimeoutMs?: number;
  /** The validated month's payroll values the push to Silae sends; defaults to reports' (decision 079). */
  payrollSource?: PayrollSource;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : loggerOptions(config.logLevel, { stream: deps.logStream, readable: config.env === 'development' }),
    trustProxy: config.trustProxy,
    ...HTTP_TIMEOUTS,
    bodyLimit: 256 * 1024,
    frameworkErrors: answerError,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const legalWarning = unsetLegalDetailsWarning(config.unsetLegalVariables);
  if (legalWarning) app.log.warn(legalWarning);
  closeConnectionsAfterLastAnswers(app);

  const secureOrigin = config.baseUrl.startsWith('https://');
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: secureOrigin ? [] : null,
        // The kiosk's badge scan compiles zxing-wasm's WebAssembly, served from our origin (decision 067).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      },
    },
    hsts: secureOrigin,
  });
  const jobs = await createJobQueue(database, app.log, config.shutdownTimeoutMs);
  // Closed before the database (server.ts closes the app first): jobs in progress still reach it.
  app.addHook('onClose', () => jobs.stop());
  const redis = deps.redis ?? (config.redisUrl ? openRedis(config.redisUrl) : undefined);
  // After the job queue's stop (hooks run in order): requests in flight have had their answers.
  if (redis && !deps.redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  if (redis) {
    await app.register(rateLimit, { global: false, redis, nameSpace: redisKey('rate-limit', '') });
  } else {
    await app.register(rateLimit, { global: false, store: createPostgresRateLimitStore(database.db) });
    await jobs.every(rateLimitPurgeJob(database.db), RATE_LIMIT_PURGE_INTERVAL_MS);
  }
  const wrongPins = redis ? redisWrongPins(redis) : postgresWrongPins;
  registerOriginCheck(app, config.baseUrl);
  const mailer = deps.mailer ?? (await createMailer(config, database, jobs, app.log));

  const authSecret = resolveAuthSecret(config);
  const now = deps.now ?? (() => new Date());
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    secret: authSecret,
    log: app.log,
    now,
  });
  const sessions = createSessionCache();
  const requireCompany = limitCompanyWrites(
    app,
    createCompanyGuard(createSessionReader(auth, sessions, database.db)),
    config.companyWritesPerMinute,
  );
  await jobs.every(mailOutboxPurgeJob(database.db, now), MAIL_OUTBOX_PURGE_INTERVAL_MS);
  // Before any route, so it sees them all: the public API's OpenAPI document, of its /api/v1 routes
  // only, generated from the zod schemas they validate with (decision 076).
  await app.register(swagger, openApiOptions(config.baseUrl));
  /** Gated routes (after the guard): `app.addHook('preHandler', requireFeature('leave'))`. */
  const readPlan = async (companyId: string) => (await getBillingState(database.db, companyId)).plan;
  const requireFeature = createFeatureGate(readPlan);
  // Before any route: each is a signed-in company's unless it declares `config: { access }`.
  guardRoutesByAccess(app, {
    company: requireCompany,
    kiosk: createKioskGuard(database.db),
    employee: createEmployeeGuard(database.db, now),
    // The API under /api/v1: a key of the company, its calls limited per key, on Premium (decision 075).
    apiKey: createApiKeyGuard({
      db: database.db,
      now,
      limitCalls: createApiKeyLimit(app, config.apiRequestsPerMinute),
    }),
  });
  // Then each company route's line of lib/route-policies.ts: the role, and a site-scoped member's
  // target read by the module that owns it (decision 062).
  enforceRoutePolicies(app, {
    employee: employeeTargetSites(database.db),
    entry: entryTargetSites(database.db),
    absence: absenceTargetSites(database.db),
    correctionRequest: correctionRequestTargetSites(database.db),
  });

  // Webhooks (decision 077): the owners of the facts record events in their transactions; delivered
  // by a periodic job, and nudged once an answer whose transaction recorded some is sent.
  const secretBox = createSecretBox({ secretsKey: config.secretsKey, authSecret });
  // WEBHOOK_ALLOW_PRIVATE_ADDRESSES is for a machine of one's own (tests, the bench): http there too.
  const webhookRules = {
    httpsOnly: config.env === 'production' && !config.webhookAllowPrivateAddresses,
    allowPrivate: config.webhookAllowPrivateAddresses,
  };
  const webhookDeliveries = await startWebhookDeliveries({
    db: database.db,
    jobs,
    mailer,
    companyContact: findCompanyContact,
    readPlan,
    secretBox,
    rules: webhookRules,
    timeoutMs: deps.webhookTimeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS,
    now,
    log: app.log,
  });
  app.addHook('onClose', () => webhookDeliveries.stop());
  app.addHook('onResponse', async () => webhookDeliveries.afterAnswer());
  app.decorate('webhookDeliveries', webhookDeliveries);

  await app.register(healthRoutes, { database });
  registerAuthBridge(app, auth, config.baseUrl, sessions);
  await app.register(accountRoutes, {
    db: database.db,
    auth,
    now,
    jobs,
    registrationsPerHour: config.registrationsPerHour,
    baseUrl: config.baseUrl,
    sessions,
    redis,
    retentionYearsOf: (companyId) => retentionYearsOf(database.db, companyId),
  });
  await app.register(teamRoutes, {
    db: database.db,
    auth,
    mailer,
    now,
    baseUrl: config.baseUrl,
    forgetUser: (userId) => sessions.forgetUser(userId),
  });
  // The sites' QR codes are signed with SITE_CODE_SECRET or the key the first start stored (decision 070).
  const siteCodeKey = await loadSiteCodeKey(database.db, config.siteCodeSecret);
  await startSiteCodePurge({ db: database.db, jobs, now });
  await app.register(clockRoutes, {
    db: database.db,
    endSession: createSessionEnder(auth, sessions),
    secureCookies: secureOrigin,
    baseUrl: config.baseUrl,
    now,
    wrongPins,
    requireFeature,
    readPlan,
    siteCodeKey,
    secretBox,
  });
  await app.register(employeeSpaceRoutes, {
    db: database.db,
    mailer,
    secureCookies: secureOrigin,
    baseUrl: config.baseUrl,
    now,
  });
  // 'Pointer' from the space: the phone, or a site's code (decisions 069 and 070).
  await app.register(spacePunchRoutes, { db: database.db, now, requireFeature, readPlan, siteCodeKey });
  // A position read at a phone punch is kept two months at most (decision 069).
  await jobs.every(punchPositionsPurgeJob(database.db, now), PUNCH_POSITIONS_PURGE_INTERVAL_MS);
  // 'Signaler une erreur' and 'Je confirme mes heures' (decision 073), kept by the time sheets.
  await app.register(spaceCorrectionRoutes, { db: database.db, now });
  // The Employés list shows each employee's last arrival from the clock's punches, from below it
  // (decision 039).
  await app.register(employeeRoutes, { db: database.db, now, sources: { lastArrivals: listLastArrivals } });
  await app.register(badgeRoutes, {
    db: database.db,
    now,
    requireFeature,
    newSecret: deps.newBadgeSecret ?? newBadgeSecret,
  });
  // The Sites section counts each site's employees and kiosks, from below both (decision 059).
  await app.register(workplaceRoutes, {
    db: database.db,
    now,
    requireFeature,
    readPlan,
    sources: { liveEmployeesBySite: countLiveEmployeesBySite, activeKiosksBySite: countActiveKiosksBySite },
  });
  // The Temps views show the period loader's figures and the clock's punches, from below both
  // (decisions 035, 043); 'Valider le mois' keeps the month's figures as the reports compute
  // them (041).
  const timesheetSources = {
    weekHours: weekHoursOfStaff,
    employeeMonthHours,
    latePunches: listLatePunches,
    entryPunches: listEntryPunches,
    monthRecord,
  };
  await app.register(timesheetRoutes, {
    db: database.db,
    now,
    sources: timesheetSources,
    // An answered correction request is mailed to its employee (decision 073).
    answerNotifier: { mailer, companyContact: findCompanyContact },
  });
  // The employee's own space reads the Temps views' figures from the same sources (decision 072).
  await app.register(employeeSpaceViewRoutes, { db: database.db, now, sources: timesheetSources });
  // An employee still in 30 min after their site's end of the day is mailed once (decision 068).
  await startDepartureReminders({
    db: database.db,
    jobs,
    mailer,
    companyContact: findCompanyContact,
    now,
    log: app.log,
  });
  await app.register(reportRoutes, { db: database.db, now });
  await app.register(customReportRoutes, { db: database.db, requireFeature, now });
  // 'Développeurs' › 'Clés d'API': the keys of the API (decision 075).
  await app.register(apiKeyRoutes, { db: database.db, requireFeature, now });
  // 'Journal d'activité' (decision 081): the authors named from their owners, the log kept a year.
  await app.register(auditRoutes, {
    db: database.db,
    now,
    actorNames: async (companyId, { userIds, keyIds }) => ({
      members: await memberNames(database.db, companyId, userIds),
      apiKeys: await apiKeyNames(database.db, companyId, keyIds),
    }),
  });
  await jobs.every(auditPurgeJob(database.db, now), AUDIT_PURGE_INTERVAL_MS);
  // A new request is mailed to the company, an answer to the employee with an address (decision 048).
  const leaveNotices = await startLeaveNotices({
    db: database.db,
    jobs,
    mailer,
    baseUrl: config.baseUrl,
    companyContact: findCompanyContact,
    siteManagerEmails,
    now,
    log: app.log,
  });
  await app.register(leaveRoutes, { db: database.db, requireFeature, now, notices: leaveNotices });
  await app.register(kioskLeaveRoutes, {
    db: database.db,
    requireFeature,
    now,
    wrongPins,
    notices: leaveNotices,
  });
  // The public API (decision 076): the Employés list's and the Temps views' own sources, so its
  // figures are the app's; leave's notices, so its answers are mailed as the app's are.
  await app.register(publicApiRoutes, {
    db: database.db,
    now,
    sources: { employees: { lastArrivals: listLastArrivals }, timesheets: timesheetSources },
    leaveNotices,
  });
  await app.register(apiDocumentationRoutes);
  await jobs.every(idempotencyPurgeJob(database.db, now), IDEMPOTENCY_PURGE_INTERVAL_MS);
  const provider = deps.paymentProvider ?? createPaymentProvider({ config, db: database.db, now });
  const billing: BillingContext = {
    db: database.db,
    provider,
    baseUrl: config.baseUrl,
    now,
    seller: config.invoiceSeller,
  };
  await app.register(billingRoutes, { context: billing });
  await app.register(invoiceRoutes, {
    db: database.db,
    currentSeller: config.invoiceSeller,
    now,
  });
  if (provider.parseWebhook) {
    await app.register(webhookRoutes, {
      context: billing,
      parseWebhook: provider.parseWebhook.bind(provider),
    });
  }
  if (provider.kind === 'simulator') {
    await app.register(simulatorRoutes, { context: billing });
    if (config.billingJobIntervalMs > 0) {
      await jobs.every(
        simulatorRenewalsJob(database.db, config.invoiceSeller, now, app.log),
        config.billingJobIntervalMs,
      );
    }
  }
  // 'Compte' › 'Données': the retention of the time records, 'Supprimer le compte', the purge (decision 083).
  await app.register(accountClosureRoutes, {
    context: {
      billing,
      checkPassword: createPasswordCheck(database.db, config.env),
      forgetSessions: () => sessions.clear(),
    },
    endSession: createSessionEnder(auth, sessions),
  });
  await jobs.every(retentionPurgeJob(database.db, now), RETENTION_PURGE_INTERVAL_MS);
  // 'Paramètres' › 'Données': the company's data as a ZIP built by a job, an employee's own (decision 082).
  const dataExports: DataExportContext = {
    db: database.db,
    jobs,
    mailer,
    baseUrl: config.baseUrl,
    seller: config.invoiceSeller,
    now,
    log: app.log,
  };
  await startDataExports(dataExports);
  await app.register(dataExportRoutes, { context: dataExports });
  await app.register(companyWebhookRoutes, {
    context: { db: database.db, now, secretBox, rules: webhookRules },
    requireFeature,
  });
  // Rapports › Export paie › Silae: the push of a validated month to Silae's API (decision 079).
  await app.register(silaeRoutes, {
    context: {
      db: database.db,
      now,
      secretBox,
      endpoints: { ...config.silae, timeoutMs: SILAE_TIMEOUT_MS },
      // Reports' list of the validated month's values and its problems (issue 32 contract points 1, 3).
      source: deps.payrollSource ?? {
        payrollItems: (db, companyId, month) => payrollItems(db, companyId, month, { now: now() }),
        payrollProblems: (items) => payrollProblems(items).map((problem) => problem.message),
      },
    },
    requireFeature,
  });
  await app.register(siteRoutes, { site: config.site, baseUrl: config.baseUrl });
  await app.register(contactRoutes, { db: database.db, mailer, contactTo: config.contactTo });
  await jobs.every(contactPurgeJob(database.db, now), CONTACT_PURGE_INTERVAL_MS);
  await app.register(spaRoutes, {
    distDir: deps.webDistDir ?? '',
    ssrDir: deps.webSsrDir,
    site: config.site,
  });

  return app;
}

/**
 * SMTP through the job queue (retried with backoff through an outage); without SMTP the outbox
 * table, written at once since it is the database itself.
 */
async function createMailer(
  config: Config,
  database: DatabaseHandle,
  jobs: JobQueue,
  log: FastifyBaseLogger,
): Promise<Mailer> {
  if (!config.smtpUrl) return createOutboxMailer(database.db, log, { logLinks: config.env !== 'production' });
  const transport = createSmtpMailer(config.smtpUrl, config.mailFrom);
  await jobs.define(sendMailJob(transport));
  return createQueuedMailer(jobs, transport);
}
