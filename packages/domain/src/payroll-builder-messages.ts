/**
 * The French texts of the export builder of 'Export paie' (issue 32): the screen's own words; the
 * layout's names (columns, presets, encodings) come with its schema. No imports: any chunk may use them.
 */

const NNBSP = '\u202f';
const quoted = (label: string) => `«${NNBSP}${label}${NNBSP}»`;

export const PAYROLL_BUILDER_MESSAGES = {
  columns: 'Colonnes du fichier',
  columnsHint: "Dans l'ordre du fichier, de gauche à droite.",
  noColumns: `Aucune colonne${NNBSP}: ajoutez-en au moins une.`,
  up: 'Monter',
  down: 'Descendre',
  removeShort: 'Retirer',
  moveUp: (label: string) => `Monter la colonne ${quoted(label)}`,
  moveDown: (label: string) => `Descendre la colonne ${quoted(label)}`,
  remove: (label: string) => `Retirer la colonne ${quoted(label)}`,
  columnToAdd: 'Colonne à ajouter',
  add: 'Ajouter la colonne',
  columnMoved: (label: string, position: number, count: number) =>
    `Colonne ${quoted(label)} en position ${position} sur ${count}`,
  columnRemoved: (label: string) => `Colonne ${quoted(label)} retirée`,
  columnAdded: (label: string, position: number) => `Colonne ${quoted(label)} ajoutée en position ${position}`,
} as const;
