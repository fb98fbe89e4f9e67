import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { newCompany, registerThroughApi } from './support/company';
import { expectSealedQueue } from './support/kiosk';
import { subscribeToStandardThroughApi } from './support/plans';

/** Two tablets, a phone standing and a phone on its side. */
const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 375, height: 812 },
  { width: 667, height: 375 },
] as const;

/** Set KIOSK_SCREENSHOTS=/tmp/kiosk to keep a picture of every state at every size. */
const SCREENSHOT_DIR = process.env.KIOSK_SCREENSHOTS;

const PIN = '135790';
const pad = (page: Page) => page.getByRole('group', { name: 'Clavier du code PIN' });

async function activateKiosk(page: Page) {
  await registerThroughApi(page, newCompany('Borne Écrans'), PIN);
  // On Standard, the kiosk has all its buttons: 'Demander un congé' and 'Scanner mon badge' (067).
  await subscribeToStandardThroughApi(page);
  await page.goto('/account?tab=clock');
  await page.getByRole('button', { name: 'Activer ce navigateur' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Activer et me déconnecter' }).click();
  await expect(page.getByText('Saisissez votre code PIN')).toBeVisible();
}

async function typePin(page: Page, pin: string) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/kiosk/punches'));
  await page.keyboard.type(pin);
  return (await answered).status();
}

/** What a person must see without scrolling: every key, every message; and dark to the edges. */
async function expectFits(page: Page, where: string) {
  const boxes = [...(await pad(page).getByRole('button').all()), ...(await page.getByRole('status').all())];
  expect(boxes.length, where).toBeGreaterThanOrEqual(13);
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  for (const element of boxes) {
    const box = await element.boundingBox();
    const label = `${where}: ${await element.textContent()}`;
    expect(box, label).not.toBeNull();
    if (!box) continue;
    expect(box.y, label).toBeGreaterThanOrEqual(0);
    expect(box.x, label).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, label).toBeLessThanOrEqual(height);
    expect(box.x + box.width, label).toBeLessThanOrEqual(width);
  }

  const page_ = await page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    const kiosk = document.querySelector('main')?.parentElement;
    const backgroundAt = (x: number, y: number) => {
      for (let node = document.elementFromPoint(x, y); node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    };
    return {
      scrollHeight: scrolling.scrollHeight,
      scrollWidth: scrolling.scrollWidth,
      innerHeight,
      innerWidth,
      dark: kiosk ? getComputedStyle(kiosk).backgroundColor : 'none',
      canvas: getComputedStyle(document.documentElement).backgroundColor,
      corners: [
        backgroundAt(1, innerHeight - 1),
        backgroundAt(innerWidth - 1, innerHeight - 1),
        backgroundAt(innerWidth / 2, innerHeight - 1),
      ],
    };
  });
  expect(page_.scrollHeight, `${where}: the page scrolls`).toBeLessThanOrEqual(page_.innerHeight);
  expect(page_.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(page_.innerWidth);
  expect(page_.canvas, `${where}: the canvas past the page is not dark`).toBe(page_.dark);
  expect(page_.corners, `${where}: a light band at the bottom`).toEqual([page_.dark, page_.dark, page_.dark]);
}

/**
 * axe waits on the page's timers, which the paused clock holds: they are let run a few
 * milliseconds at a time until it is done, too few for the 4 s feedback to go away. Legacy mode
 * keeps axe in this page (the kiosk has no frames) instead of a blank page it opens and closes.
 */
async function expectNoSeriousAxeViolation(page: Page, where: string) {
  let done = false;
  const analysis = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .then(
      (results) => ({ results }),
      (error: unknown) => ({ error }),
    )
    .finally(() => {
      done = true;
    });
  while (!done) await page.clock.runFor(5);
  const outcome = await analysis;
  if ('error' in outcome) throw outcome.error;
  const blocking = outcome.results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    blocking.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Pauses a little ahead of the page's time; a busy machine may get there first, then try again. */
async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/** Holds the page's clock (the 4 s feedback, the countdown) while every size is looked at. */
async function checkEverySize(page: Page, state: string) {
  await pauseClock(page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const where = `${state} at ${viewport.width}×${viewport.height}`;
    await expectFits(page, where);
    if (SCREENSHOT_DIR) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `${state}-${viewport.width}x${viewport.height}.png`),
      });
    }
  }
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSeriousAxeViolation(page, state);
  await page.clock.resume();
}

test('the kiosk fits tablets and phones, standing or lying, in every state, without scrolling', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await activateKiosk(page);
  await page.clock.install();
  await page.goto('/pointage');
  const prompt = page.getByText('Saisissez votre code PIN');
  await expect(prompt).toBeVisible();

  const clock = page.getByText(/^\d\d:\d\d:\d\d$/);
  expect(await clock.evaluate((node) => getComputedStyle(node).fontFamily)).toBe(
    await page.evaluate(() => getComputedStyle(document.body).fontFamily),
  );
  await expect(
    page.getByText(/^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} \p{L}+$/iu),
  ).toHaveText(/^[a-zéû]+ \d{1,2} [a-zéû]+$/, { useInnerText: true });
  await checkEverySize(page, 'idle');

  await page.keyboard.type('135');
  await expect(pad(page).getByRole('button', { name: 'Effacer' })).toBeEnabled();
  await checkEverySize(page, 'typing');
  await page.keyboard.press('Escape');

  await typePin(page, PIN);
  await expect(page.getByText(/^Bonjour Direction, arrivée enregistrée/)).toBeVisible();
  await checkEverySize(page, 'success');

  expect(await typePin(page, PIN)).toBe(409);
  await expect(page.getByRole('button', { name: 'Annuler ce pointage' })).toBeVisible();
  await checkEverySize(page, 'double-tap');

  await typePin(page, '000000');
  await expect(page.getByText('Code PIN inconnu')).toBeVisible();
  await checkEverySize(page, 'unknown-pin');

  await context.setOffline(true);
  await page.keyboard.type(PIN);
  await expect(page.getByText("Hors ligne — 1 pointage en attente d'envoi")).toBeVisible();
  await expect(page.getByText('Pointage enregistré sur ce terminal')).toBeVisible();
  await expectSealedQueue(page, PIN);
  await checkEverySize(page, 'offline');
  await context.setOffline(false);
  await expect(page.getByText(/Hors ligne/)).toBeHidden({ timeout: 20_000 });

  // Five wrong PINs in a minute spend the budget; the next one meets the lock.
  let status = 0;
  for (let attempt = 0; attempt < 7 && status !== 429; attempt++) {
    await expect(pad(page).getByRole('button', { name: '5' })).toBeEnabled();
    status = await typePin(page, '000000');
  }
  expect(status).toBe(429);
  await expect(page.getByText('Trop de codes erronés')).toBeVisible();
  await expect(page.getByText(/^Réessayez dans \d+\u202f(min|s)( \d+\u202fs)?\.$/)).toBeVisible();
  await expect(pad(page).getByRole('button', { name: '5' })).toBeDisabled();
  await expect(page.getByText(/Hors ligne|en attente d'envoi/)).toBeHidden();
  await checkEverySize(page, 'locked');
});
