import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { ErrorCode } from '@pointeo/domain/error-codes';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newQueueKey } from '../../test/queue-key';
import { asShown, mockApi, renderPage } from '../../test/render-page';
import { BREAK_CHOICE_SECONDS } from './components/break-choice';
import KioskPage from './kiosk-page';

const QUEUE_KEY = 'pointeo-kiosk-queue';
const plain = (text: string | null) => (text ?? '').replace(/\u202f/g, ' ');

function lockedKiosk(minutes: number, queueKey?: { id: string; publicKey: string }) {
  const lockedUntil = new Date(Date.now() + minutes * 60_000).toISOString();
  return mockApi({
    'GET /api/kiosk/status': {
      body: { companyName: 'Atelier Pointage', badgeScan: false, breaks: false, queueKey },
    },
    'POST /api/kiosk/punches': {
      status: 429,
      body: {
        error: { code: ErrorCode.KIOSK_LOCKED, message: CLOCK_MESSAGES.locked, details: { lockedUntil } },
      },
    },
  });
}

async function renderKiosk() {
  renderPage(<KioskPage />, '/pointage');
  return screen.findByRole('group', { name: 'Clavier du code PIN' });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('KioskPage when the pad is locked', () => {
  it('says how long the lock lasts in minutes, drops the punch and does not call itself offline', async () => {
    lockedKiosk(15);
    const pad = await renderKiosk();
    await userEvent.keyboard('123456');

    const feedback = await screen.findByText(asShown(CLOCK_MESSAGES.locked), { exact: false });
    expect(plain(feedback.textContent)).toContain('Réessayez dans 15 min.');
    expect(screen.queryByText(/Hors ligne/)).toBeNull();
    expect(screen.queryByText(/en attente d'envoi/)).toBeNull();
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]')).toEqual([]);
    expect(within(pad).getByRole('button', { name: '5' })).toBeDisabled();
  });

  it('keeps a punch typed offline whose replay meets the lock, says it waits, and never says offline', async () => {
    const typedOffline = { id: 'p-1', pin: '111111', punchedAt: new Date().toISOString() };
    localStorage.setItem(QUEUE_KEY, JSON.stringify([typedOffline]));
    const device = await newQueueKey();
    const fetchMock = lockedKiosk(2, device.key);
    await renderKiosk();

    expect(await screen.findByText("1 pointage en attente d'envoi")).toBeInTheDocument();
    expect(screen.queryByText(/Hors ligne/)).toBeNull();

    await userEvent.keyboard('222222');
    const feedback = await screen.findByText(asShown(CLOCK_MESSAGES.locked), { exact: false });
    expect(plain(feedback.textContent)).toMatch(/Réessayez dans (2 min|1 min 59 s)\.$/);
    // Kept, sealed to the device's key once its status gave it (decision 085).
    const [kept, ...others] = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]');
    expect(others).toEqual([]);
    expect(device.open(kept)).toEqual({ pin: '111111', punchedAt: typedOffline.punchedAt });
    expect(localStorage.getItem(QUEUE_KEY)).not.toContain('111111');
    expect(screen.queryByText(/Hors ligne/)).toBeNull();
    // Held behind the lock: the PIN typed now was never sent.
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });
});

describe('KioskPage with its queue sealed (decision 085)', () => {
  it('says that a punch kept on the terminal could not be read by the server, and drops it', async () => {
    const device = await newQueueKey();
    const sealed = { keyId: device.key.id, epk: 'AAAA', iv: 'AAAA', ct: 'AAAA' };
    localStorage.setItem(QUEUE_KEY, JSON.stringify([{ id: 'p-1', sealed }]));
    mockApi({
      'GET /api/kiosk/status': {
        body: { companyName: 'Atelier Pointage', badgeScan: false, breaks: false, queueKey: device.key },
      },
      'POST /api/kiosk/punches': {
        status: 422,
        body: { error: { code: ErrorCode.PUNCH_UNREADABLE, message: CLOCK_MESSAGES.punchUnreadable } },
      },
    });
    await renderKiosk();

    expect(await screen.findByText(asShown(CLOCK_MESSAGES.punchUnreadable))).toBeInTheDocument();
    expect(localStorage.getItem(QUEUE_KEY)).toBe('[]');
    expect(screen.queryByText(/en attente d'envoi/)).toBeNull();
  });
});

describe('KioskPage after a double tap', () => {
  const previous = {
    punchId: '0b6f3a52-4f0e-4c55-9d0c-1c0b7f6a2d11',
    punchedAt: '2030-03-13T07:02:00.000Z',
    kind: 'in',
  };

  function doubleTappedKiosk(cancelAnswer: { status?: number; body: unknown }) {
    return mockApi({
      'GET /api/kiosk/status': { body: { companyName: 'Atelier Pointage', badgeScan: false, breaks: false } },
      'POST /api/kiosk/punches': {
        status: 409,
        body: {
          error: {
            code: ErrorCode.PUNCH_ALREADY_RECORDED,
            message: 'Zoé, arrivée déjà enregistrée à 08:02.',
            details: previous,
          },
        },
      },
      'POST /api/kiosk/punches/cancel': cancelAnswer,
    });
  }

  it('says when the punch was taken, drops the tap and cancels the punch with the PIN just typed', async () => {
    const fetchMock = doubleTappedKiosk({ body: { kind: 'in', message: 'Arrivée annulée.' } });
    await renderKiosk();
    await userEvent.keyboard('123456');

    expect(await screen.findByText('Zoé, arrivée déjà enregistrée à 08:02.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: CLOCK_MESSAGES.cancelPunch }));

    expect(await screen.findByText('Arrivée annulée.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CLOCK_MESSAGES.cancelPunch })).toBeNull();
    const cancelCall = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/api/kiosk/punches/cancel'),
    );
    expect(JSON.parse(String(cancelCall?.[1]?.body))).toEqual({ punchId: previous.punchId, pin: '123456' });
  });

  it('shows the French refusal when the punch can no longer be cancelled', async () => {
    doubleTappedKiosk({
      status: 409,
      body: { error: { code: ErrorCode.CANCEL_TOO_LATE, message: CLOCK_MESSAGES.cancelTooLate } },
    });
    await renderKiosk();
    await userEvent.keyboard('123456');
    await userEvent.click(await screen.findByRole('button', { name: CLOCK_MESSAGES.cancelPunch }));

    expect(await screen.findByText(asShown(CLOCK_MESSAGES.cancelTooLate))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CLOCK_MESSAGES.cancelPunch })).toBeNull();
  });
});

describe('KioskPage with «Pauses sur la borne»', () => {
  /** The server asks the employee who is in to choose, then records what they chose. */
  function kioskWithBreaks() {
    const answers = [
      { kind: 'choice', firstName: 'Zoé' },
      {
        kind: 'out',
        firstName: 'Zoé',
        at: '2030-03-13T11:00:00.000Z',
        previousEntryFlagged: false,
        breakPunch: true,
      },
    ];
    const fetchMock = mockApi({
      'GET /api/kiosk/status': { body: { companyName: 'Atelier Pointage', badgeScan: false, breaks: true } },
      'POST /api/kiosk/punches': async () => Response.json(answers.shift()),
    });
    const punchesSent = () =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).endsWith('/api/kiosk/punches'))
        .map(([, init]) => JSON.parse(String(init?.body)));
    return punchesSent;
  }

  it("offers 'Départ' and 'Pause' to an employee who is in, and sends the choice under the same punch", async () => {
    const punchesSent = kioskWithBreaks();
    const pad = await renderKiosk();
    await userEvent.keyboard('123456');
    const choice = await screen.findByRole('group', { name: CLOCK_MESSAGES.chooseAction('Zoé') });
    expect(within(choice).getByRole('button', { name: CLOCK_MESSAGES.departure })).toHaveFocus();
    expect(within(pad).getByRole('button', { name: '5' })).toBeDisabled();
    await userEvent.click(within(choice).getByRole('button', { name: CLOCK_MESSAGES.startBreak }));

    expect(await screen.findByText('Bonne pause Zoé, pause enregistrée à 12:00')).toBeInTheDocument();
    const [asked, chosen] = punchesSent();
    expect(asked).toMatchObject({ pin: '123456', action: 'ask' });
    expect(chosen).toEqual({ ...asked, action: 'break' });
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]')).toEqual([]);
  });

  it("takes 'Départ' when the employee does not choose", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const punchesSent = kioskWithBreaks();
      await renderKiosk();
      await userEvent.keyboard('123456');
      await screen.findByRole('group', { name: CLOCK_MESSAGES.chooseAction('Zoé') });
      // One second at a time: each tick of the countdown is scheduled once React has shown the last.
      for (let second = 0; second < BREAK_CHOICE_SECONDS; second++) {
        await act(() => vi.advanceTimersByTimeAsync(1000));
      }

      await vi.waitFor(() => expect(punchesSent()).toHaveLength(2));
      expect(punchesSent()[1]).toMatchObject({ action: 'out' });
    } finally {
      vi.useRealTimers();
    }
  });
});
