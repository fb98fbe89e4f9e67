import { describe, expect, it } from 'vitest';
import { elide, takesElision } from './french-elision';

describe('elide', () => {
  it.each([
    ['avril', "d'avril"],
    ['août', "d'août"],
    ['octobre', "d'octobre"],
    ['Éric', "d'Éric"],
    ['Hélène', "d'Hélène"],
    ['Yves', "d'Yves"],
    ['Isabelle Martin', "d'Isabelle Martin"],
    ['heures supplémentaires', "d'heures supplémentaires"],
  ])("writes 'de' + %j with an apostrophe", (word, expected) => {
    expect(elide('de', word)).toBe(expected);
  });

  it.each([
    ['novembre', 'de novembre'],
    ['mars', 'de mars'],
    ['Martin', 'de Martin'],
    ['Yann', 'de Yann'],
    ['huit jours', 'de huit jours'],
    ['onze heures', 'de onze heures'],
    ['hall', 'de hall'],
    ['12 jours', 'de 12 jours'],
    ['« Congés payés »', 'de « Congés payés »'],
    ['', 'de '],
  ])("keeps 'de' in full before %j", (word, expected) => {
    expect(elide('de', word)).toBe(expected);
  });

  it("elides 'le', 'la' and 'que' the same way, and keeps a capital particle capital", () => {
    expect(elide('le', 'absence')).toBe("l'absence");
    expect(elide('la', 'entreprise')).toBe("l'entreprise");
    expect(elide('que', 'Yves')).toBe("qu'Yves");
    expect(elide('que', 'Marc')).toBe('que Marc');
    expect(elide('De', 'Octobre')).toBe("D'Octobre");
  });

  it('reads the first word only, whatever its case', () => {
    expect(takesElision('ÉLODIE')).toBe(true);
    expect(takesElision('HUIT')).toBe(false);
    expect(takesElision('  avril')).toBe(true);
    expect(takesElision('Y')).toBe(false);
  });
});
