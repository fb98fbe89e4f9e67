import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Lets a file being written reach the client while it is written. The writers compute one employee
 * at a time in a loop that would otherwise run to the end before any byte leaves (and hold the whole
 * file in memory): between employees they yield to the event loop, and wait while more than
 * `UNREAD_LIMIT` bytes are produced but not yet read by the client.
 */

const UNREAD_LIMIT = 1024 * 1024;
const WAIT_MS = 5;

export async function letClientRead(output: Readable): Promise<void> {
  await nextTurn();
  // The producers here (pdfkit, archiver behind exceljs) push without a drain signal of their own.
  while (output.readableLength > UNREAD_LIMIT && !output.destroyed) {
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
}
