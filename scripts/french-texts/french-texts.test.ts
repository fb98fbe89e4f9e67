import { describe, expect, it } from 'vitest';
import { findUntypographicTexts, NOT_TEXT, SPEC_THREE_DOTS, sourceFiles } from './scan-texts';

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
      'Le rapport de octobre est prêt',
      'Deux  espaces',
      'Envoi en cours...',
      'Le code PIN de 0 (elide: de {name})',
      'Les pointages de  (elide: de {month})',
    ]);
  });

  it("writes the fixes: d'octobre, one space, the ellipsis; a name after 'de' is left to elide()", () => {
    const findings = findUntypographicTexts(ROOT, 'scripts/french-texts/untypographic-sample.tsx');
    const fixed = findings.flatMap(({ edits }) => edits.map(([, , replacement]) => replacement));
    // The first three are the spacing rules' (above); then the three new ones. Names wait for elide().
    expect(fixed.slice(-3)).toEqual([
      "'Le rapport d\\'octobre est prêt'",
      "'Deux espaces'",
      "'Envoi en cours…'",
    ]);
  });

  it("keeps SPEC.md's own strings with three dots as SPEC writes them", () => {
    expect(SPEC_THREE_DOTS.has('Chargement...')).toBe(true);
    const findings = findUntypographicTexts(ROOT, 'scripts/french-texts/untypographic-sample.tsx');
    expect(findings.map(({ text }) => text)).not.toContain('Chargement...');
  });

  it('keeps its allow-list of non-text literals short', () => {
    expect(NOT_TEXT.size).toBeLessThanOrEqual(15);
  });
});
