import { randomUUID } from 'node:crypto';
import { addDays, parisWallTime } from '@pointeo/domain/paris-calendar';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { clockPunches, timeEntries } from '../src/db/schema/clock';
import { entryCorrections } from '../src/db/schema/timesheets';
import { registerCompany } from './accounts';
import { buildTestApp, type TestApp, type TestAppOptions } from './helper';
import { pairKiosk } from './kiosk';

/**
 * The time sheets' test set-up: an app whose clock the test sets, companies with a kiosk, employees
 * added through the API, punches typed on the kiosk at a given Paris time.
 */

export interface TimesheetTestApp extends TestApp {
  /** Sets the app's clock ('now' of punches, corrections and validations). */
  setNow(at: Date): void;
}

export async function buildTimesheetTestApp(
  options: Omit<TestAppOptions, 'now'> = {},
): Promise<TimesheetTestApp> {
  let now = new Date();
  const testApp = await buildTestApp({ ...options, now: () => now });
  return {
    ...testApp,
    setNow(at) {
      now = at;
    },
  };
}

/** The app of a test file: built before its tests, closed after them. */
export function timesheetTestAppOfFile(options: Omit<TestAppOptions, 'now'> = {}): TimesheetTestApp {
  const testApp = {} as TimesheetTestApp;
  beforeAll(async () => {
    Object.assign(testApp, await buildTimesheetTestApp(options));
  });
  afterAll(() => testApp.close());
  return testApp;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Company {
  id: string;
  name: string;
  /** The company's session cookie header. */
  cookie: string;
  /** A request signed in as this company. */
  request(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Adds an employee through the API; returns their id. */
  addEmployee(firstName: string, pinCode: string, weeklyContractMinutes?: number): Promise<string>;
  /** A request from the company's kiosk (its device credential, no session). */
  kioskRequest(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Types the PIN on the company's kiosk at this instant (the app's clock is set to it). */
  punch(pinCode: string, at: Date): Promise<LightMyRequestResponse>;
  /** Pairs one more tablet with the company; returns its kiosk cookie. */
  pairAnotherKiosk(name: string): Promise<string>;
  /** Gives an employee added by `addEmployee` a payroll number, through the API. */
  setPayrollNumber(id: string, firstName: string, pinCode: string, payrollNumber: string): Promise<void>;
}

export async function companyWithKiosk(testApp: TimesheetTestApp, name: string): Promise<Company> {
  const app: FastifyInstance = testApp.app;
  const { cookie } = await registerCompany(app, name);
  const request: Company['request'] = (method, url, payload) =>
    app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

  const { cookie: kioskCookie } = await pairKiosk(app, cookie);

  return {
    id: (await request('GET', '/api/account')).json().id,
    name,
    cookie,
    request,
    async addEmployee(firstName, pinCode, weeklyContractMinutes) {
      const response = await request('POST', '/api/employees', {
        firstName,
        lastName: name,
        pinCode,
        ...(weeklyContractMinutes && { weeklyContractMinutes }),
      });
      expect(response.statusCode).toBe(201);
      return response.json().id;
    },
    kioskRequest: (method, url, payload) =>
      app.inject({ method, url, headers: { cookie: kioskCookie }, ...(payload && { payload }) }),
    async punch(pinCode, at) {
      testApp.setNow(at);
      return app.inject({
        method: 'POST',
        url: '/api/kiosk/punches',
        headers: { cookie: kioskCookie },
        payload: { id: randomUUID(), pin: pinCode, punchedAt: at.toISOString() },
      });
    },
    pairAnotherKiosk: async (deviceName) => (await pairKiosk(app, cookie, deviceName)).cookie,
    async setPayrollNumber(id, firstName, pinCode, payrollNumber) {
      const response = await request('PATCH', `/api/employees/${id}`, {
        firstName,
        lastName: name,
        role: 'employee',
        zone: '',
        pinCode,
        payrollNumber,
      });
      expect(response.statusCode).toBe(200);
    },
  };
}

/** This Paris wall time ('HH:MM') on this day, as an instant. */
export function paris(date: string, time: string): Date {
  return new Date(parisWallTime(date, time) * 60_000);
}

/** Punches in and out on the kiosk, each answered 200. */
export async function workShift(company: Company, pinCode: string, date: string, from: string, to: string) {
  const arrival = paris(date, from);
  const departure = paris(to > from ? date : addDays(date, 1), to);
  for (const at of [arrival, departure]) expect((await company.punch(pinCode, at)).statusCode).toBe(200);
}

/** What a company's records hold: its entries, their kiosk punches and their corrections. */
export async function recordsOf(testApp: TestApp, companyId: string) {
  const db = testApp.database.db;
  const [entries, punches, corrections] = await Promise.all([
    db
      .select()
      .from(timeEntries)
      .where(eq(timeEntries.companyId, companyId))
      .orderBy(asc(timeEntries.clockIn)),
    db
      .select()
      .from(clockPunches)
      .where(eq(clockPunches.companyId, companyId))
      .orderBy(asc(clockPunches.punchedAt)),
    db
      .select()
      .from(entryCorrections)
      .where(eq(entryCorrections.companyId, companyId))
      .orderBy(asc(entryCorrections.createdAt)),
  ]);
  return { entries, punches, corrections };
}
