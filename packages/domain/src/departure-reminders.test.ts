import { describe, expect, it } from 'vitest';
import { departureReminderMail } from './departure-mails';
import { isForgottenDeparture, reminderWindow } from './departure-reminders';
import { dateAtMinute, parisWallTime } from './paris-calendar';

const paris = (date: string, time: string) => dateAtMinute(parisWallTime(date, time));

describe('the reminder of a forgotten clock-out', () => {
  it('is due 30 minutes after the end of the day, for the arrivals of that day before it', () => {
    expect(reminderWindow(paris('2026-11-27', '18:29'), '18:00')).toBeNull();
    expect(reminderWindow(paris('2026-11-27', '18:30'), '18:00')).toEqual({
      date: '2026-11-27',
      from: paris('2026-11-27', '00:00'),
      to: paris('2026-11-27', '18:00'),
    });
    expect(reminderWindow(paris('2026-11-27', '23:59'), '18:00')?.date).toBe('2026-11-27');
  });

  it('never reminds an entry of yesterday today: after 00:30 the day is today, not due before its end', () => {
    expect(reminderWindow(paris('2026-11-28', '00:30'), '18:00')).toBeNull();
    expect(reminderWindow(paris('2026-11-28', '10:00'), '18:00')).toBeNull();
    const evening = reminderWindow(paris('2026-11-28', '19:00'), '18:00')!;
    const yesterdayArrival = paris('2026-11-27', '08:00');
    expect(yesterdayArrival >= evening.from).toBe(false);
  });

  it('leaves out an arrival after the end of the day (an evening or a night shift)', () => {
    const window = reminderWindow(paris('2026-11-27', '19:00'), '18:00')!;
    const inWindow = (at: Date) => at >= window.from && at < window.to;
    expect(inWindow(paris('2026-11-27', '17:59'))).toBe(true);
    expect(inWindow(paris('2026-11-27', '18:00'))).toBe(false);
    expect(inWindow(paris('2026-11-27', '18:10'))).toBe(false);
  });

  it('reminds a day ending at 23:45 at 00:15 the next morning', () => {
    expect(reminderWindow(paris('2026-11-28', '00:14'), '23:45')).toBeNull();
    expect(reminderWindow(paris('2026-11-28', '00:15'), '23:45')).toMatchObject({ date: '2026-11-27' });
  });

  it('follows the clock changes: 18:00 is 17:00 UTC in winter, 16:00 UTC in summer', () => {
    // 29 March 2026: the spring change; the day is 23 hours long.
    const spring = reminderWindow(new Date('2026-03-29T16:30:00Z'), '18:00')!;
    expect(spring.from.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(spring.to.toISOString()).toBe('2026-03-29T16:00:00.000Z');
    expect(reminderWindow(new Date('2026-03-29T16:29:00Z'), '18:00')).toBeNull();
    // 25 October 2026: the autumn change; the day is 25 hours long.
    const autumn = reminderWindow(new Date('2026-10-25T17:30:00Z'), '18:00')!;
    expect(autumn.from.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(autumn.to.toISOString()).toBe('2026-10-25T17:00:00.000Z');
    expect(reminderWindow(new Date('2026-10-25T17:29:00Z'), '18:00')).toBeNull();
  });
});

describe("the manager's 'Départs non pointés'", () => {
  const morning = paris('2026-11-28', '08:00');

  it('holds an entry of yesterday opened before the end of the day', () => {
    expect(isForgottenDeparture(paris('2026-11-27', '08:00'), '18:00', morning)).toBe(true);
    expect(isForgottenDeparture(paris('2026-11-27', '17:59'), '18:00', morning)).toBe(true);
  });

  it("leaves out today's entries, even past the end of the day, and an arrival after the end", () => {
    expect(isForgottenDeparture(paris('2026-11-28', '07:00'), '18:00', morning)).toBe(false);
    expect(isForgottenDeparture(paris('2026-11-28', '08:00'), '06:00', paris('2026-11-28', '20:00'))).toBe(
      false,
    );
    expect(isForgottenDeparture(paris('2026-11-27', '18:00'), '18:00', morning)).toBe(false);
    expect(isForgottenDeparture(paris('2026-11-27', '22:00'), '18:00', morning)).toBe(false);
  });

  it('waits for the reminder time of a day ending late', () => {
    expect(isForgottenDeparture(paris('2026-11-27', '20:00'), '23:45', paris('2026-11-28', '00:10'))).toBe(
      false,
    );
    expect(isForgottenDeparture(paris('2026-11-27', '20:00'), '23:45', paris('2026-11-28', '00:15'))).toBe(
      true,
    );
  });

  it('judges the day before a clock change at its own wall time', () => {
    // Arrived Saturday 24 October at 09:00 (UTC+2), Sunday 25 is 25 hours long.
    expect(isForgottenDeparture(paris('2026-10-24', '09:00'), '18:00', paris('2026-10-25', '08:00'))).toBe(
      true,
    );
    expect(isForgottenDeparture(paris('2026-10-24', '18:30'), '18:00', paris('2026-10-25', '08:00'))).toBe(
      false,
    );
  });
});

describe('the e-mail', () => {
  it('names the company and the arrival, and asks to clock out or tell the manager', () => {
    const mail = departureReminderMail({
      firstName: 'Zoé',
      companyName: 'Boulangerie Martin',
      arrivalDate: '2026-11-27',
      arrivalTime: '08:02',
    });
    expect(mail.subject).toBe('Départ non pointé\u202f: arrivée à 08:02 chez Boulangerie Martin');
    expect(mail.text).toContain('Bonjour Zoé,');
    expect(mail.text).toContain(
      "Votre arrivée chez Boulangerie Martin a été pointée le 27/11/2026 à 08:02, mais votre départ ne l'est pas\u202f: il semble que vous ayez oublié de le pointer.",
    );
    expect(mail.text).toContain('pointez votre départ à la borne, ou prévenez votre responsable');
    expect(mail.text).toMatch(/Boulangerie Martin, avec Pointeo$/);
  });
});
