import { readFileSync } from 'node:fs';
import { monthBounds } from '@pointeo/domain/paris-calendar';
import { REPORT_FIGURES } from '@pointeo/domain/report-messages';

/**
 * 'Rapports personnalisés' at scale: the company's whole year so far (1 January to the end of the
 * benched month), every column, grouped by month then by employee; the result on screen (JSON) and
 * each download, timed at the client, with the server's resident memory sampled during each request
 * (its growth over the memory before the request says what the report holds at once).
 */

const FORMATS = ['csv', 'xlsx', 'pdf'] as const;
const GROUPINGS = ['month', 'employee'] as const;

export interface CustomReportRow {
  grouping: string;
  request: string;
  ms: number;
  'size kB': number;
  'RSS growth MB': number;
}

function residentMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** Runs `request` while sampling the server's resident memory; the peak over what it was before. */
async function withMemorySampled(pid: number, request: () => Promise<number>) {
  const before = residentMemoryMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMemoryMb(pid));
  }, 20);
  const start = performance.now();
  try {
    const bytes = await request();
    return { ms: Math.round(performance.now() - start), bytes, growthMb: Math.round(peak - before) };
  } finally {
    clearInterval(sampler);
  }
}

async function bodyBytes(response: Response, what: string): Promise<number> {
  if (!response.ok || !response.body) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return bytes;
}

export async function benchCustomReports(
  appUrl: string,
  cookie: string,
  month: string,
  serverPid: number,
): Promise<CustomReportRow[]> {
  const rows: CustomReportRow[] = [];
  const headers = { cookie, 'content-type': 'application/json' };
  for (const grouping of GROUPINGS) {
    const definition = {
      from: `${month.slice(0, 4)}-01-01`,
      to: monthBounds(month).last,
      employeeIds: [],
      zone: null,
      grouping,
      columns: REPORT_FIGURES.map((figure) => figure.key),
    };
    const run = await withMemorySampled(serverPid, async () =>
      bodyBytes(
        await fetch(`${appUrl}/api/reports/custom/run`, {
          method: 'POST',
          headers,
          body: JSON.stringify(definition),
        }),
        'run',
      ),
    );
    rows.push({
      grouping,
      request: 'run (JSON)',
      ms: run.ms,
      'size kB': Math.round(run.bytes / 1024),
      'RSS growth MB': run.growthMb,
    });

    const saved = await fetch(`${appUrl}/api/reports/custom`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Année ${grouping}`, definition }),
    });
    if (!saved.ok) throw new Error(`save: ${saved.status} ${await saved.text()}`);
    const { id } = (await saved.json()) as { id: string };
    for (const format of FORMATS) {
      const file = await withMemorySampled(serverPid, async () =>
        bodyBytes(
          await fetch(`${appUrl}/api/reports/custom/${id}/${format}`, { headers: { cookie } }),
          format,
        ),
      );
      rows.push({
        grouping,
        request: format,
        ms: file.ms,
        'size kB': Math.round(file.bytes / 1024),
        'RSS growth MB': file.growthMb,
      });
    }
  }
  return rows;
}
