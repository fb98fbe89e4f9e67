import type { EmployeeMonth, EntryHistory, MonthEntry } from '@pointeo/domain/timesheets';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Company,
  companyWithKiosk,
  paris,
  recordsOf,
  timesheetTestAppOfFile,
  workShift,
} from '../../../test/timesheets';
import { entryCorrections } from '../../db/schema/timesheets';

const testApp = timesheetTestAppOfFile();

const PIN = '111111';
/** When the company corrects: the Monday after the week worked. */
const CORRECTED_AT = paris('2026-11-16', '09:15');

async function monthOf(company: Company, employeeId: string): Promise<EmployeeMonth> {
  const response = await company.request(
    'GET',
    `/api/timesheets/employees/${employeeId}/month?month=2026-11`,
  );
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function entriesOn(company: Company, employeeId: string, date: string): Promise<MonthEntry[]> {
  return (await monthOf(company, employeeId)).days.find((day) => day.date === date)!.entries;
}

async function historyOf(company: Company, entryId: string): Promise<EntryHistory> {
  const response = await company.request('GET', `/api/timesheets/entries/${entryId}/history`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A company whose employee worked Monday 9 and Tuesday 10 November on the kiosk, and forgot Wednesday's clock-out. */
async function workedWeek(name: string) {
  const company = await companyWithKiosk(testApp, name);
  const employeeId = await company.addEmployee('Zoé', PIN);
  await workShift(company, PIN, '2026-11-09', '08:02', '12:00');
  await workShift(company, PIN, '2026-11-10', '08:00', '16:00');
  expect((await company.punch(PIN, paris('2026-11-12', '08:00'))).statusCode).toBe(200);
  testApp.setNow(CORRECTED_AT);
  return { company, employeeId };
}

describe('corrections', () => {
  it("adds an entry with its record (no 'before'), marked 'Corrigé' and counted by the engine", async () => {
    const { company, employeeId } = await workedWeek('Ajouts');
    const response = await company.request('POST', `/api/timesheets/employees/${employeeId}/entries`, {
      date: '2026-11-13',
      arrival: '22:00',
      departure: '05:30',
      reason: 'Badge oublié à la maison',
    });
    expect(response.statusCode).toBe(201);
    const { entryId, message } = response.json();
    expect(message).toBe('Pointage ajouté');

    const { corrections } = await recordsOf(testApp, company.id);
    expect(corrections).toEqual([
      expect.objectContaining({
        entryId,
        kind: 'add',
        before: null,
        after: {
          arrival: paris('2026-11-13', '22:00').toISOString(),
          departure: paris('2026-11-14', '05:30').toISOString(),
        },
        reason: 'Badge oublié à la maison',
        authorId: company.id,
        createdAt: CORRECTED_AT,
      }),
    ]);
    expect(await entriesOn(company, employeeId, '2026-11-13')).toEqual([
      expect.objectContaining({ id: entryId, source: 'correction', corrected: true, status: 'closed' }),
    ]);
    const month = await monthOf(company, employeeId);
    expect(month.days.find((day) => day.date === '2026-11-13')!.workedMinutes).toBe(120);
    expect(month.days.find((day) => day.date === '2026-11-14')!.workedMinutes).toBe(330);
  });

  it('edits, closes and deletes with before, after, reason and author, and never touches the kiosk punches', async () => {
    const { company, employeeId } = await workedWeek('Retouches');
    const before = await recordsOf(testApp, company.id);
    const [monday, tuesday, forgotten] = before.entries;

    const edit = await company.request('PATCH', `/api/timesheets/entries/${monday!.id}`, {
      arrival: '07:45',
      reason: 'Arrivée avant ouverture de la borne',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toEqual({ message: 'Pointage corrigé', entryId: monday!.id });

    const close = await company.request('POST', `/api/timesheets/entries/${forgotten!.id}/close`, {
      departure: '17:00',
      reason: 'Départ non pointé',
    });
    expect(close.json()).toEqual({
      message: 'Départ enregistré\u202f: le pointage est régularisé',
      entryId: forgotten!.id,
    });

    const remove = await company.request('DELETE', `/api/timesheets/entries/${tuesday!.id}`, {
      reason: 'Pointage fait par erreur',
    });
    expect(remove.json()).toEqual({ message: 'Pointage supprimé', entryId: tuesday!.id });

    const after = await recordsOf(testApp, company.id);
    expect(after.punches).toEqual(before.punches);
    expect(
      after.corrections.map(({ entryId, kind, before, after, reason, authorId }) => ({
        entryId,
        kind,
        before,
        after,
        reason,
        authorId,
      })),
    ).toEqual([
      {
        entryId: monday!.id,
        kind: 'edit',
        before: { arrival: monday!.clockIn.toISOString(), departure: monday!.clockOut!.toISOString() },
        // The departure keeps its exact instant; only the typed arrival changes.
        after: {
          arrival: paris('2026-11-09', '07:45').toISOString(),
          departure: monday!.clockOut!.toISOString(),
        },
        reason: 'Arrivée avant ouverture de la borne',
        authorId: company.id,
      },
      {
        entryId: forgotten!.id,
        kind: 'close',
        before: { arrival: forgotten!.clockIn.toISOString(), departure: null },
        after: {
          arrival: forgotten!.clockIn.toISOString(),
          departure: paris('2026-11-12', '17:00').toISOString(),
        },
        reason: 'Départ non pointé',
        authorId: company.id,
      },
      {
        entryId: tuesday!.id,
        kind: 'delete',
        before: { arrival: tuesday!.clockIn.toISOString(), departure: tuesday!.clockOut!.toISOString() },
        after: null,
        reason: 'Pointage fait par erreur',
        authorId: company.id,
      },
    ]);
    // The deleted entry's row stays, with its punches.
    expect(after.entries.find((entry) => entry.id === tuesday!.id)!.deletedAt).toEqual(CORRECTED_AT);

    const month = await monthOf(company, employeeId);
    const day = (date: string) => month.days.find((item) => item.date === date)!;
    expect(day('2026-11-09')).toMatchObject({ workedMinutes: 255 });
    expect(day('2026-11-09').entries[0]).toMatchObject({ corrected: true, source: 'kiosk' });
    expect(day('2026-11-10')).toMatchObject({ workedMinutes: 0, entries: [] });
    expect(day('2026-11-12')).toMatchObject({ workedMinutes: 540 });
    expect(day('2026-11-12').entries[0]).toMatchObject({ status: 'closed', corrected: true });
    expect(month.toRegulariseCount).toBe(0);
    expect(month.deletedEntries).toEqual([
      expect.objectContaining({ id: tuesday!.id, date: '2026-11-10', deletedAt: CORRECTED_AT.toISOString() }),
    ]);
  });

  it("opens an entry's history\u202f: the kiosk punches as typed, then each correction with its author", async () => {
    const { company } = await workedWeek('Historique');
    const [monday] = (await recordsOf(testApp, company.id)).entries;
    await company.request('PATCH', `/api/timesheets/entries/${monday!.id}`, {
      departure: '12:30',
      reason: 'Oubli',
    });
    testApp.setNow(paris('2026-11-16', '10:00'));
    await company.request('DELETE', `/api/timesheets/entries/${monday!.id}`, { reason: 'Doublon' });

    const history = await historyOf(company, monday!.id);
    expect(history.entry).toMatchObject({ id: monday!.id, date: '2026-11-09', source: 'kiosk' });
    expect(history.entry.deletedAt).toBe(paris('2026-11-16', '10:00').toISOString());
    expect(history.punches.map((punch) => [punch.kind, punch.punchedAt])).toEqual([
      ['in', paris('2026-11-09', '08:02').toISOString()],
      ['out', paris('2026-11-09', '12:00').toISOString()],
    ]);
    // The newest first.
    expect(history.corrections.map((item) => [item.kind, item.reason, item.author])).toEqual([
      ['delete', 'Doublon', { id: company.id, name: 'Compte entreprise' }],
      ['edit', 'Oubli', { id: company.id, name: 'Compte entreprise' }],
    ]);
    expect([history.total, history.page]).toEqual([2, 1]);
    expect(history.corrections[1]!.after!.departure).toBe(paris('2026-11-09', '12:30').toISOString());
  });

  it('writes the entry and its record together or not at all', async () => {
    const { company } = await workedWeek('Atomique');
    const before = await recordsOf(testApp, company.id);
    const db = testApp.database.db;
    await db.execute(sql`create function refuse_correction() returns trigger language plpgsql as $$
      begin raise exception 'record refused'; end $$`);
    await db.execute(
      sql`create trigger refuse_correction before insert on entry_corrections for each row execute function refuse_correction()`,
    );
    try {
      const [monday] = before.entries;
      const edit = await company.request('PATCH', `/api/timesheets/entries/${monday!.id}`, {
        arrival: '07:00',
        reason: 'Essai',
      });
      expect(edit.statusCode).toBe(500);
      const add = await company.request('POST', `/api/timesheets/employees/${monday!.employeeId}/entries`, {
        date: '2026-11-13',
        arrival: '08:00',
        departure: '12:00',
        reason: 'Essai',
      });
      expect(add.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_correction on entry_corrections`);
      await db.execute(sql`drop function refuse_correction()`);
    }
    expect(await recordsOf(testApp, company.id)).toEqual(before);
  });

  it('keeps the records append-only\u202f: the database refuses to change one', async () => {
    const { company } = await workedWeek('Inaltérable');
    const [monday] = (await recordsOf(testApp, company.id)).entries;
    await company.request('DELETE', `/api/timesheets/entries/${monday!.id}`, { reason: 'Erreur' });
    await expect(
      testApp.database.db
        .update(entryCorrections)
        .set({ reason: 'Autre motif' })
        .where(eq(entryCorrections.entryId, monday!.id)),
    ).rejects.toThrow();
    expect((await historyOf(company, monday!.id)).corrections[0]!.reason).toBe('Erreur');
  });
});

describe('corrections refused', () => {
  it('with a French message and nothing written, for times that cannot be an entry', async () => {
    const { company, employeeId } = await workedWeek('Refus');
    const before = await recordsOf(testApp, company.id);
    const [monday, , forgotten] = before.entries;
    const add = (payload: object) =>
      company.request('POST', `/api/timesheets/employees/${employeeId}/entries`, {
        reason: 'Oubli',
        ...payload,
      });

    const refusals: Array<[() => ReturnType<Company['request']>, number, string]> = [
      [
        () => add({ date: '2026-11-09', arrival: '11:00', departure: '14:00' }),
        409,
        "Ce pointage chevaucherait celui du 09/11/2026, 08:02 → 12:00\u202f: corrigez ou supprimez d'abord l'autre",
      ],
      [
        () => add({ date: '2026-11-12', arrival: '07:00', departure: '09:00' }),
        409,
        "Ce pointage chevaucherait celui du 12/11/2026, ouvert depuis 08:00\u202f: corrigez ou supprimez d'abord l'autre",
      ],
      [
        () => add({ date: '2026-11-13', arrival: '06:00', departure: '23:00' }),
        422,
        "Un pointage ne peut pas dépasser 16\u202fh\u202f: vérifiez l'arrivée et le départ",
      ],
      [
        () => add({ date: '2026-11-16', arrival: '08:00', departure: '12:00' }),
        422,
        'Un pointage ne peut pas se terminer dans le futur',
      ],
      [
        () => add({ date: '2026-11-13', arrival: '08:00', departure: '08:00' }),
        400,
        "Le départ doit être différent de l'arrivée",
      ],
      [
        () => add({ date: '2026-11-13', arrival: '8h', departure: '12:00' }),
        400,
        'Heure invalide\u202f: format attendu HH:MM',
      ],
      [
        () => add({ date: '2026-11-31', arrival: '08:00', departure: '12:00' }),
        400,
        'Date invalide\u202f: format attendu AAAA-MM-JJ',
      ],
      [
        () => add({ date: '2026-11-13', arrival: '08:00', departure: '12:00', reason: ' \u200b ' }),
        400,
        'Le motif est obligatoire',
      ],
      [
        () =>
          company.request('PATCH', `/api/timesheets/entries/${forgotten!.id}`, {
            departure: '17:00',
            reason: 'x',
          }),
        409,
        "Ce pointage n'a pas encore de départ\u202f: clôturez-le en indiquant l'heure de départ",
      ],
      [
        () =>
          company.request('POST', `/api/timesheets/entries/${monday!.id}/close`, {
            departure: '17:00',
            reason: 'x',
          }),
        409,
        'Ce pointage a déjà un départ\u202f: modifiez-le plutôt',
      ],
      [
        () =>
          company.request('PATCH', `/api/timesheets/entries/${monday!.id}`, {
            arrival: '12:30',
            reason: 'x',
          }),
        422,
        "Le départ doit être après l'arrivée",
      ],
      [
        () => company.request('PATCH', `/api/timesheets/entries/${monday!.id}`, { reason: 'x' }),
        400,
        'Indiquez la nouvelle date, la nouvelle arrivée ou le nouveau départ',
      ],
      [
        () => company.request('DELETE', `/api/timesheets/entries/${monday!.id}`, {}),
        400,
        'Le motif est obligatoire',
      ],
    ];
    for (const [send, status, message] of refusals) {
      const response = await send();
      expect([response.statusCode, response.json().error.message]).toEqual([status, message]);
    }
    expect(await recordsOf(testApp, company.id)).toEqual(before);
  });

  it('names the entry in the way of an overlap, and its month, for the dialog to lead to it', async () => {
    const { company, employeeId } = await workedWeek('Chevauchement Nommé');
    const [monday] = (await recordsOf(testApp, company.id)).entries;
    const response = await company.request('POST', `/api/timesheets/employees/${employeeId}/entries`, {
      date: '2026-11-09',
      arrival: '11:00',
      departure: '14:00',
      reason: 'Oubli',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'ENTRY_OVERLAP',
      details: { entryId: monday!.id, month: '2026-11' },
    });
  });

  it("lets a deleted entry be typed again at the same times: a deleted entry is in nobody's way", async () => {
    const { company, employeeId } = await workedWeek('Ressaisie');
    const [monday] = (await recordsOf(testApp, company.id)).entries;
    const deleted = await company.request('DELETE', `/api/timesheets/entries/${monday!.id}`, {
      reason: 'Mauvais employé',
    });
    expect(deleted.statusCode).toBe(200);
    const retyped = await company.request('POST', `/api/timesheets/employees/${employeeId}/entries`, {
      date: '2026-11-09',
      arrival: '08:02',
      departure: '12:00',
      reason: 'Ressaisi pour le bon employé',
    });
    expect(retyped.statusCode).toBe(201);
  });
});
