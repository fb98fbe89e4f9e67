import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's finite animations to end (a spinner's never does): a toast fading in or a
 * dialog closing has, for a few frames, the contrast of a ghost, which axe would report.
 */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

export interface AxeScope {
  /** Only this part of the page (a CSS selector, e.g. 'dialog[open]'). */
  include?: string;
  /** Named in each violation, so a loop over states says which one failed. */
  where?: string;
}

/**
 * The serious and critical WCAG 2.1 AA violations of the page once it is still, one line each
 * (rule and elements): what the product must never show (accessibility.spec.ts).
 */
export async function blockingViolations(page: Page, { include, where }: AxeScope = {}): Promise<string[]> {
  // A toast whose time ends while axe reads the page would fade under it, a ghost's contrast (seen
  // in CI on the Employés tab): with reduced motion, toasts come and go without a transition.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await waitForAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  await page.emulateMedia({ reducedMotion: null });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const line = `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;
      return where ? `${where}: ${line}` : line;
    });
}

export async function expectNoBlockingViolation(page: Page, scope: AxeScope = {}) {
  expect(await blockingViolations(page, scope)).toEqual([]);
}
