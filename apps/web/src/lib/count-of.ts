const numbers = new Intl.NumberFormat('fr-FR');

/** French counts: 0 and 1 take the singular ('0 employé', '1 employé', '12 employés'). */
export const countOf = (count: number, singular: string, plural: string) =>
  `${numbers.format(count)} ${count > 1 ? plural : singular}`;
