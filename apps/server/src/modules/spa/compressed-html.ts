import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A rendered page as is and compressed, made once when the page is rendered rather than per request. */
export interface CompressedHtml {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

export type HtmlEncoding = 'br' | 'gzip';

export function compressHtml(html: string): CompressedHtml {
  return {
    identity: html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

const REFUSED = /^q=0(?:\.0*)?$/;

/** The smallest form an Accept-Encoding header allows: brotli, then gzip; none when neither (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): HtmlEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding && !parameters.some((parameter) => REFUSED.test(parameter))) accepted.add(coding);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
