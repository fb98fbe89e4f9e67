import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { renderInvoicePdf } from '../../apps/server/src/modules/invoices/invoice-pdf';
import { sampleInvoice } from '../../apps/server/test/sample-invoice';

const WARMUP_RENDERS = 20;
const MEASURED_RENDERS = 200;

export interface InvoicePdfBench {
  medianMs: number;
  p99Ms: number;
  sizeBytes: number;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;

/** Warm renders of one sample invoice, one after another, as a download would trigger them. */
export async function benchInvoicePdf(): Promise<InvoicePdfBench> {
  const data = sampleInvoice();
  let pdf = await renderInvoicePdf(data);
  for (let run = 1; run < WARMUP_RENDERS; run++) pdf = await renderInvoicePdf(data);

  const durations: number[] = [];
  for (let run = 0; run < MEASURED_RENDERS; run++) {
    const start = performance.now();
    pdf = await renderInvoicePdf(data);
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  return { medianMs: percentile(durations, 0.5), p99Ms: percentile(durations, 0.99), sizeBytes: pdf.length };
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const samplePath = process.argv[2];
  if (samplePath) writeFileSync(samplePath, await renderInvoicePdf(sampleInvoice()));
  const { medianMs, p99Ms, sizeBytes } = await benchInvoicePdf();
  console.table({
    'médiane (ms)': { mesure: Number(medianMs.toFixed(2)), cible: '< 20' },
    'p99 (ms)': { mesure: Number(p99Ms.toFixed(2)), cible: '' },
    'taille (ko)': { mesure: Number((sizeBytes / 1024).toFixed(1)), cible: '< 50' },
  });
}
