import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as parseFont } from 'fontkit';

// A real TTF from our own dependencies: the standard 14 PDF fonts have no '€' and lose accents on
// text extraction, and a fresh machine has no system fonts to fall back on. Parsed once: parsing
// DejaVu's tables on every render cost more than drawing the whole invoice.
const requireFromHere = createRequire(import.meta.url);

function loadFont(file: string): PDFKit.Mixins.PDFFontSource {
  const font = parseFont(readFileSync(requireFromHere.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  if (font.type !== 'TTF') throw new Error(`${file} n'est pas une police TrueType simple`);
  // pdfkit 0.20 takes a parsed fontkit font; @types/pdfkit (0.17) predates that.
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}

/** DejaVu Sans, regular and bold: register them on each document (`doc.registerFont(name, data)`). */
export const PDF_FONTS = { regular: loadFont('DejaVuSans.ttf'), bold: loadFont('DejaVuSans-Bold.ttf') };
export type PdfFontName = keyof typeof PDF_FONTS;
