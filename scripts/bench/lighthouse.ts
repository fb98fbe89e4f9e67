import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startNodeProcess, stopProcess } from './processes';

/** The pages a visitor meets first: their mobile scores are the budget (performance ≥ 95, the rest 100). */
export const LIGHTHOUSE_PAGES = ['/', '/pricing', '/login'] as const;

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRow {
  page: string;
  run: number;
  performance: number;
  accessibility: number;
  'best practices': number;
  seo: number;
  'FCP ms': number;
  'LCP ms': number;
  /** Main-thread blocking: on a machine shared by other work it dominates the performance score. */
  'TBT ms': number;
  /** What failed in the best-practices and SEO categories, so a score under 100 says why. */
  failing: string;
  /**
   * The machine's one-minute load when the run ended. Lighthouse simulates a slow phone by multiplying
   * the main-thread time it observes (×4): time lost waiting for a busy CPU is multiplied too.
   */
  load: string;
}

/**
 * Lighthouse mobile (its default emulation: a mid-range phone on slow 4G) against the built app served
 * by the real server on its embedded defaults (PGlite in a throwaway folder, mail outbox, simulator).
 */
export async function benchLighthouse(
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1),
): Promise<LighthouseRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pointeo-lighthouse-'));
  const port = await freePort();
  const server = await startNodeProcess(
    'apps/server/src/server.ts',
    { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    `http://127.0.0.1:${port}/api/health`,
    // A fresh PGlite folder runs every migration first: 20 s and more on a loaded machine.
    120,
  );
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const rows: LighthouseRow[] = [];
    for (let run = 1; run <= runs; run++) {
      for (const page of LIGHTHOUSE_PAGES) {
        const result = await lighthouse(`http://127.0.0.1:${port}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        rows.push(toRow(page, run, result.lhr));
      }
    }
    return rows;
  } finally {
    chrome.kill();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function toRow(page: string, run: number, lhr: Report): LighthouseRow {
  const score = (category: (typeof CATEGORIES)[number]) =>
    Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const failing = ['best-practices', 'seo', 'accessibility'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    page,
    run,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'FCP ms': metric(lhr, 'first-contentful-paint'),
    'LCP ms': metric(lhr, 'largest-contentful-paint'),
    'TBT ms': metric(lhr, 'total-blocking-time'),
    // A run Lighthouse could not finish (no paint in time on a busy machine) scores 0: say so.
    failing: [lhr.runtimeError && `runtime error ${lhr.runtimeError.code}`, ...failing]
      .filter(Boolean)
      .join(', '),
    load: loadavg()[0]!.toFixed(1),
  };
}

const metric = (lhr: Report, audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? 0);

export function printLighthouseResult(rows: LighthouseRow[]): void {
  console.log('\nLighthouse, mobile (default emulation), built app on the embedded defaults:');
  console.table(rows);
}
