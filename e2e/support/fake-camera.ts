import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * Chromium's fake camera (decision 067): with `--use-file-for-fake-video-capture` it plays a
 * YUV4MPEG2 file in a loop. The file's size is read when the browser lists its cameras, its frames
 * each time a page opens the camera: a spec writes a blank picture of that size before the browser
 * starts, then what the camera should show before each scan.
 */
const WIDTH = 640;
const HEIGHT = 480;
/** A few identical frames: the picture stays still, as a badge held in front of the tablet. */
const FRAMES = 4;
const QUIET_ZONE = 4;

/** One file per run (E2E_PORT_BASE) and per Playwright worker: nothing shared between browsers. */
export function fakeCameraFile(): string {
  const run = process.env.E2E_PORT_BASE ?? 'default';
  const worker = process.env.TEST_WORKER_INDEX ?? '0';
  return join(tmpdir(), `pointeo-e2e-camera-${run}-${worker}.y4m`);
}

/** The flags that give Chromium that camera and allow it without asking. */
export function fakeCameraArgs(file: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

/** What the camera films: a grey picture, or a QR code (true = a dark module) on white. */
export function writeCameraPicture(file: string, modules?: boolean[][]) {
  const luma = Buffer.alloc(WIDTH * HEIGHT, modules ? 255 : 128);
  if (modules) {
    const size = modules.length;
    const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (size + 2 * QUIET_ZONE));
    const left = Math.floor((WIDTH - size * scale) / 2);
    const top = Math.floor((HEIGHT - size * scale) / 2);
    modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (!dark) return;
        for (let dy = 0; dy < scale; dy++) {
          const start = (top + y * scale + dy) * WIDTH + left + x * scale;
          luma.fill(0, start, start + scale);
        }
      });
    });
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}

/**
 * The QR code of the (only) card of a badge sheet, as printed: the sheet draws each dark module as a
 * filled square (`x y w h re`) in its compressed page content. The test never learns the secret; the
 * kiosk reads it off the picture, as it would off the paper.
 */
export function qrModulesOfBadgeSheet(pdf: Buffer): boolean[][] {
  const squares: { x: number; y: number; side: number }[] = [];
  const text = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const [, x, y, w, h] of content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\b/g)) {
      const side = Number(w);
      // A module is a small square; the card's dashed outline is not.
      if (side > 0.5 && side < 20 && Math.abs(side - Number(h)) < 0.01) {
        squares.push({ x: Number(x), y: Number(y), side });
      }
    }
  }
  if (squares.length === 0) throw new Error('No QR code found on the badge sheet');
  const side = squares[0]!.side;
  // The top-left finder pattern's corner is always dark: it is module (0, 0).
  const left = Math.min(...squares.map((square) => square.x));
  const top = Math.min(...squares.map((square) => square.y));
  const cells = squares.map((square) => ({
    column: Math.round((square.x - left) / side),
    row: Math.round((square.y - top) / side),
  }));
  const size = Math.max(...cells.map((cell) => Math.max(cell.column, cell.row))) + 1;
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const { column, row } of cells) modules[row]![column] = true;
  return modules;
}
