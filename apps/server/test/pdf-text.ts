import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text as Mozilla's reader sees it, with every kind of space made one plain space. */
export async function extractPdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join(' ').replace(/[\s\u00a0\u202f]+/g, ' ');
}
