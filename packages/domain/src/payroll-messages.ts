/** The French texts of 'Export paie'. No imports: any chunk may use them. */

const NNBSP = '\u202f';

export const PAYROLL_MESSAGES = {
  title: 'Export paie',
  intro:
    'Les variables de paie du mois par employé, sous les codes de votre logiciel de paie. Seul un mois validé peut être exporté.',
  download: "Télécharger l'export paie",
  settingsTitle: 'Codes de paie',
  preset: 'Format du fichier',
  presets: {
    generic: 'Générique (CSV pour Excel)',
    silae: 'Silae (import des variables)',
    ebp: 'EBP Paie (grille de variables)',
    custom: 'Personnalisé',
  },
  presetRequired: 'Choisissez le format du fichier',
  codeFor: (label: string) => `Code pour «${NNBSP}${label}${NNBSP}»`,
  codeHint: 'Laissez vide pour ne pas exporter cette variable.',
  absenceCodesTitle: "Codes des types d'absence",
  absenceCodesHint: "Exportés avec le nombre de jours d'absence du mois (une demi-journée compte 0,5).",
  absenceDaysLabel: (typeName: string) => `${typeName} (jours)`,
  codeTooLong: 'Un code ne doit pas dépasser 20 caractères',
  codeCharacters: `Un code ne contient que des lettres sans accent, des chiffres et les signes - _ .`,
  save: 'Enregistrer les codes',
  saved: 'Codes de paie enregistrés',
  payrollNumber: 'Matricule',
  payrollNumberHint: "Le numéro du salarié dans votre logiciel de paie, repris par l'export paie.",
  payrollNumberTooLong: 'Le matricule ne doit pas dépasser 30 caractères',
  costCentre: 'Centre de coût',
  costCentreHint: `Facultatif${NNBSP}: repris par l'export paie quand son format a la colonne Centre de coût.`,
  costCentreTooLong: 'Le centre de coût ne doit pas dépasser 60 caractères',
  monthNotValidated: `Ce mois n'est pas validé${NNBSP}: validez-le dans l'onglet Temps avant l'export paie.`,
  missingPayrollNumbers: (names: string[]) =>
    `Renseignez le matricule de${NNBSP}: ${names.join(', ')} (fiche de l'employé, onglet Employés).`,
  exportsTitle: 'Fichiers remis',
  exportsIntro: `Chaque export paie téléchargé est enregistré avec son empreinte SHA-256${NNBSP}: un même mois validé donne toujours le même fichier.`,
  exportsEmpty: 'Aucun export paie téléchargé pour ce mois.',
  exportsColumns: { at: 'Date', author: 'Par', preset: 'Format', sha256: 'Empreinte SHA-256' },
  // Columns of the generic file.
  columns: {
    payrollNumber: 'Matricule',
    lastName: 'Nom',
    firstName: 'Prénom',
    code: 'Code',
    label: 'Libellé',
    value: 'Valeur',
    from: 'Date de début',
    to: 'Date de fin',
  },
} as const;

/** The export builder's texts (issue 32, decision 078): every option's French label, the problems. */
export const PAYROLL_LAYOUT_MESSAGES = {
  title: "Format de l'export paie",
  intro: `Choisissez un format prêt à l'emploi ou composez le vôtre${NNBSP}: colonnes, séparateur, décimales, encodage, dates et codes.`,
  preset: 'Format',
  presets: {
    silae: 'Silae (import des variables)',
    ebp: 'EBP Paie (grille de variables)',
    generic: 'Générique (CSV pour Excel)',
    custom: 'Personnalisé',
  },
  presetHints: {
    silae: `Une ligne par valeur${NNBSP}: Matricule;Code;Valeur;Date debut;Date fin, codes préfixés HS-, AB-, EV-.`,
    ebp: 'Une ligne par employé, une colonne par code, la première ligne nomme les colonnes.',
    generic:
      'Une ligne par valeur avec le nom, le prénom et le libellé, pour Excel et la plupart des logiciels.',
    custom: 'Les colonnes, le séparateur, les dates et les lignes que vous choisissez.',
  },
  columnsTitle: 'Colonnes',
  columnsHint: "Dans l'ordre du fichier.",
  columns: {
    payrollNumber: 'Matricule',
    lastName: 'Nom',
    firstName: 'Prénom',
    code: 'Code',
    label: 'Libellé',
    value: 'Valeur',
    unit: 'Unité',
    from: 'Date de début',
    to: 'Date de fin',
    site: 'Site',
    costCentre: 'Centre de coût',
  },
  /** The header's names without accents (Silae's 'Date debut'). */
  asciiColumns: {
    payrollNumber: 'Matricule',
    lastName: 'Nom',
    firstName: 'Prenom',
    code: 'Code',
    label: 'Libelle',
    value: 'Valeur',
    unit: 'Unite',
    from: 'Date debut',
    to: 'Date fin',
    site: 'Site',
    costCentre: 'Centre de cout',
  },
  addColumn: 'Ajouter la colonne',
  removeColumn: (name: string) => `Retirer la colonne ${name}`,
  moveUp: (name: string) => `Monter la colonne ${name}`,
  moveDown: (name: string) => `Descendre la colonne ${name}`,
  separator: 'Séparateur',
  separators: {
    ';': 'Point-virgule (;)',
    ',': 'Virgule (,)',
    '\t': 'Tabulation',
    '|': 'Barre verticale (|)',
  },
  decimalMark: 'Séparateur décimal',
  decimalMarks: { ',': 'Virgule (7,50)', '.': 'Point (7.50)' },
  encoding: 'Encodage',
  encodings: {
    utf8: 'UTF-8',
    'utf8-bom': 'UTF-8 avec BOM (Excel)',
    'windows-1252': 'Windows-1252 (ANSI)',
  },
  dateFormat: 'Format des dates',
  dateFormats: { 'JJ/MM/AAAA': 'JJ/MM/AAAA', 'AAAA-MM-JJ': 'AAAA-MM-JJ', JJMMAAAA: 'JJMMAAAA' },
  header: 'Première ligne avec le nom des colonnes',
  headerNames: 'Noms des colonnes',
  headerNamesOptions: {
    french: 'En français (Prénom, Date de début)',
    ascii: 'Sans accents (Prenom, Date debut)',
  },
  lines: 'Lignes',
  lineModes: {
    figure: 'Une ligne par valeur (variable ou absence)',
    employee: 'Une ligne par employé, une colonne par code',
  },
  codePrefixes: 'Préfixer les codes par nature (HS- heures, AB- absences, EV- éléments variables)',
  units: { hours: 'heures', days: 'jours', count: 'nombre' },
  skip: 'Ne pas exporter',
  skipFor: (label: string) => `Ne pas exporter «${NNBSP}${label}${NNBSP}»`,
  codeMissingHint: 'Un code vide est signalé avant le téléchargement, sauf si la variable est exclue.',
  columnRequired: 'Choisissez une colonne de la liste',
  columnsRequired: 'Choisissez au moins une colonne',
  columnTwice: "Une colonne ne peut figurer qu'une fois",
  separatorRequired: 'Choisissez le séparateur',
  decimalMarkRequired: 'Choisissez le séparateur décimal',
  encodingRequired: "Choisissez l'encodage",
  dateFormatRequired: 'Choisissez le format des dates',
  headerNamesRequired: 'Choisissez les noms des colonnes',
  linesRequired: 'Choisissez une ligne par valeur ou par employé',
  saved: "Format de l'export paie enregistré",
  previewTitle: 'Aperçu du fichier',
  previewIntro: (shown: number, total: number) =>
    shown < total
      ? `Les ${shown} premières lignes sur ${total}, telles que le fichier les contiendra.`
      : `${total} ${total > 1 ? 'lignes' : 'ligne'}, telles que le fichier les contiendra.`,
  headerLine: "Ligne d'en-tête",
  problemsTitle: 'À corriger avant le téléchargement',
  noProblems: 'Rien à corriger.',
  /** Employees with a value but no matricule. */
  missingPayrollNumbers: (names: string[]) =>
    `Sans matricule${NNBSP}: ${names.join(', ')}. Renseignez-le sur la fiche de l'employé (onglet Employés).`,
  /** A figure or absence type with a value but no code. */
  missingCode: (label: string, names: string[]) =>
    `Aucun code pour «${NNBSP}${label}${NNBSP}» (${names.join(', ')})${NNBSP}: saisissez-le ou choisissez de ne pas l'exporter.`,
  /** A character Windows-1252 cannot hold, with where it is. */
  unencodable: (character: string, name: string, column: string) =>
    `Le caractère «${NNBSP}${character}${NNBSP}» ne peut pas être écrit en Windows-1252 (${name}, colonne ${column})${NNBSP}: corrigez-le ou choisissez l'encodage UTF-8.`,
  /** The 409 of a download while problems remain. */
  refused: (messages: string[]) => `Export paie impossible${NNBSP}: ${messages.join(' ')}`,
} as const;
