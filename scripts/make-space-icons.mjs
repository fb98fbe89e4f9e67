// Draws the employee space's app icons (PNG, 192 and 512 px): a clock face on the brand's blue,
// as the favicon shows it. Run once: `node scripts/make-space-icons.mjs`; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [29, 78, 216];
const WHITE = [255, 255, 255];

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Distance from point p to the segment a–b. */
function toSegment(px, py, ax, ay, bx, by) {
  const t = Math.max(
    0,
    Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
  );
  return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
}

function icon(size) {
  const c = size / 2;
  const ring = size * 0.3;
  const stroke = size * 0.055;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = [0];
    for (let x = 0; x < size; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const onRing = Math.abs(Math.hypot(px - c, py - c) - ring) < stroke / 2;
      const onHands =
        toSegment(px, py, c, c, c, c - ring * 0.62) < stroke / 2 ||
        toSegment(px, py, c, c, c + ring * 0.45, c + ring * 0.2) < stroke / 2;
      row.push(...(onRing || onHands ? WHITE : BLUE));
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) {
  writeFileSync(new URL(`../apps/web/public/icons/space-${size}.png`, import.meta.url), icon(size));
}
