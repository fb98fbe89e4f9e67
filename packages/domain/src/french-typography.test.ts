import { describe, expect, it } from 'vitest';
import { frenchTypography } from './french-typography';

const N = '\u202f';
const NB = '\u00a0';

describe('frenchTypography', () => {
  it.each([
    ['Pourquoi choisir Pointeo ?', `Pourquoi choisir Pointeo${N}?`],
    ['Paiement réussi !', `Paiement réussi${N}!`],
    ['Trop de codes erronés : réessayez', `Trop de codes erronés${N}: réessayez`],
    ['Erreur: réseau', `Erreur${N}: réseau`],
    ['Vraiment?', `Vraiment${N}?`],
    ['oui; non', `oui${N}; non`],
    ['Téléphone :', `Téléphone${N}:`],
    ['(RGPD) : vos droits', `(RGPD)${N}: vos droits`],
  ])('puts a narrow no-break space before the high sign of %j', (text, expected) => {
    expect(frenchTypography(text)).toBe(expected);
  });

  it('puts narrow no-break spaces inside guillemets, replacing plain ones', () => {
    expect(frenchTypography('« à configurer »')).toBe(`«${N}à configurer${N}»`);
    expect(frenchTypography('«Motif»')).toBe(`«${N}Motif${N}»`);
  });

  it('binds a number to its € or % sign with a no-break space', () => {
    expect(frenchTypography('29,99 €')).toBe(`29,99${NB}€`);
    expect(frenchTypography('un prorata de 12,50€')).toBe(`un prorata de 12,50${NB}€`);
    expect(frenchTypography('TVA de 20 %')).toBe(`TVA de 20${NB}%`);
    expect(frenchTypography('majorées de 25%')).toBe(`majorées de 25${NB}%`);
  });

  it('writes every apostrophe inside a word the one way SPEC.md does', () => {
    expect(frenchTypography('l’hébergeur n’est pas configuré')).toBe("l'hébergeur n'est pas configuré");
    expect(frenchTypography("Démarrer l'essai gratuit")).toBe("Démarrer l'essai gratuit");
  });

  it("elides 'de', 'le', 'la' and 'que' before a vowel or a mute h, and only then", () => {
    expect(frenchTypography('Le rapport de octobre')).toBe("Le rapport d'octobre");
    expect(frenchTypography('le absence de Hélène, que Yves a posée')).toBe(
      "l'absence d'Hélène, qu'Yves a posée",
    );
    expect(frenchTypography('de novembre, de huit jours, de Yann, Île-de-France')).toBe(
      'de novembre, de huit jours, de Yann, Île-de-France',
    );
  });

  it('writes one space between words and the ellipsis for three dots', () => {
    expect(frenchTypography('Deux  espaces,   trois')).toBe('Deux espaces, trois');
    expect(frenchTypography('Envoi en cours...')).toBe('Envoi en cours…');
    expect(frenchTypography('  indentation\n  kept')).toBe('  indentation\n  kept');
  });

  it.each([
    'https://www.linkedin.com/company/pointeo',
    'mailto:contact@pointeo.fr',
    'Ouvert de 08:30 à 14:30',
    'un ratio de 3:1',
    'hover:text-white md:grid-cols-3',
    '?page=2',
    '/api/employees?q=martin',
    'a::int',
    'Prêt ?!',
    '',
  ])('leaves %j alone: addresses, times, ratios and code are not sentences', (text) => {
    const once = frenchTypography(text);
    expect(frenchTypography(once)).toBe(once);
    if (!text.includes('?!')) expect(once).toBe(text);
  });

  it('leaves text already right as it is, with either no-break space', () => {
    for (const text of [
      `Pourquoi choisir Pointeo${N}?`,
      `Téléphone${NB}: 01 23 45 67 89`,
      `«${NB}Motif${NB}»`,
      `29,99${N}€ et 20${N}%`,
      `49,99${NB}€`,
    ]) {
      expect(frenchTypography(text)).toBe(text);
    }
  });

  it('is idempotent on a sentence that needs every rule', () => {
    const text = 'Attention : le plan « Premium » coûte 49,99€, soit 20 % de plus ; d’accord ?';
    const once = frenchTypography(text);
    expect(once).toBe(
      `Attention${N}: le plan «${N}Premium${N}» coûte 49,99${NB}€, soit 20${NB}% de plus${N}; d'accord${N}?`,
    );
    expect(frenchTypography(once)).toBe(once);
  });
});
