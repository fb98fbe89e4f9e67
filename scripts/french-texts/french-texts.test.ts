import { describe, expect, it } from 'vitest';
import { findUntypographicTexts, NOT_TEXT, sourceFiles } from './scan-texts';

const ROOT = new URL('../..', import.meta.url).pathname;

describe('the texts of the interface, the e-mails and the PDFs', () => {
  it('follow French typography (frenchTypography); fix them with scripts/french-texts/fix-texts.ts', () => {
    const findings = sourceFiles(ROOT).flatMap((file) => findUntypographicTexts(ROOT, file));
    expect(findings.map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`)).toEqual([]);
  });

  it('finds a wrongly spaced text, in a string, a template and JSX alike', () => {
    // The scan reads real files: this one is read from its own source, below.
    const findings = findUntypographicTexts(ROOT, 'scripts/french-texts/untypographic-sample.tsx');
    expect(findings.map(({ text }) => text)).toEqual([
      'Erreur: réseau',
      'Un prorata de 0€ a été facturé',
      'Pourquoi choisir Pointeo ?',
    ]);
  });

  it('keeps its allow-list of non-text literals short', () => {
    expect(NOT_TEXT.size).toBeLessThanOrEqual(15);
  });
});
