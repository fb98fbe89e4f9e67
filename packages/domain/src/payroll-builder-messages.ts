/**
 * The French texts of the export builder's screen (issue 32): what the screen itself says; the
 * layout's names (columns, presets, separators, encodings, problems) are PAYROLL_LAYOUT_MESSAGES,
 * beside its schema.
 */

import { elide } from './french-elision';

const NNBSP = '\u202f';
const quoted = (label: string) => `«${NNBSP}${label}${NNBSP}»`;

export const PAYROLL_BUILDER_MESSAGES = {
  edit: 'Modifier le format',
  save: 'Enregistrer le format',
  /** The summary of the layout under 'Export paie'. */
  summary: 'Format du fichier',
  codesTitle: 'Codes de paie',
  /** A figure left out of the file ('Ne pas exporter'). */
  notExported: 'Non exporté',
  /** A figure exported without a code yet: listed as a problem before download. */
  codeMissing: 'Code à saisir',
  columns: 'Colonnes du fichier',
  columnsHint: "Dans l'ordre du fichier, de gauche à droite.",
  employeeColumnsHint: `Une ligne par employé${NNBSP}: ces colonnes nomment l'employé, puis viennent une colonne par code.`,
  noColumns: `Aucune colonne${NNBSP}: ajoutez-en au moins une.`,
  up: 'Monter',
  down: 'Descendre',
  removeShort: 'Retirer',
  columnToAdd: 'Colonne à ajouter',
  columnMoved: (label: string, position: number, count: number) =>
    `Colonne ${quoted(label)} en position ${position} sur ${count}`,
  columnRemoved: (label: string) => `Colonne ${quoted(label)} retirée`,
  columnAdded: (label: string, position: number) =>
    `Colonne ${quoted(label)} ajoutée en position ${position}`,
  presetsLegend: "Partir d'un modèle",
  presetChangesToCustom: `Changer les colonnes, le séparateur, l'encodage, les dates ou les lignes d'un modèle en fait un format ${quoted('Personnalisé')}${NNBSP}; le séparateur décimal reste un réglage du modèle.`,
  replaceTitle: 'Remplacer votre format personnalisé',
  replaceText: (preset: string) =>
    `Remplacer vos colonnes, séparateur, encodage, dates et lignes par ceux du modèle ${quoted(preset)}${NNBSP}? Vos codes sont gardés.`,
  replace: 'Remplacer',
  formatTitle: 'Mise en forme',
  /** The builder's own preview, over the layout being edited and the report's month. */
  /** `ofMonth`: 'de novembre 2026', 'd'octobre 2026'. */
  livePreviewTitle: (ofMonth: string) => `Aperçu avec les chiffres ${ofMonth}`,
  livePreviewHint: "Le fichier tel que ce format l'écrirait, avant même de l'enregistrer.",
  livePreviewInvalid: "Corrigez le format pour voir l'aperçu.",
  previewEmpty:
    "Aucune valeur à exporter pour ce mois\u202f: aucun employé validé n'a de chiffre sous ce format.",
  /** The table's columns when the file has no header line. */
  columnNumber: (position: number) => `Colonne ${position}`,
  /** The ways to fix a problem. */
  fixPayrollNumber: (name: string) => `Renseigner le matricule ${elide('de', name)}`,
  fixCode: (label: string) => `Saisir le code pour ${quoted(label)}`,
  fixCodeShort: 'Saisir le code',
  fixEncoding: "Choisir l'encodage",
  askPayrollNumber: 'Un membre qui gère les employés peut le renseigner (onglet Employés).',
  askCode: `Un membre qui gère les réglages de paie peut saisir ce code.`,
  downloadBlocked: `Corrigez ces points pour télécharger le fichier${NNBSP}: rien n'est écarté sans vous le dire.`,
} as const;
