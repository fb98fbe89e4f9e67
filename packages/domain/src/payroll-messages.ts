/** The French texts of 'Export paie'. No imports: any chunk may use them. */

const NNBSP = '\u202f';

export const PAYROLL_MESSAGES = {
  title: 'Export paie',
  intro:
    'Les variables de paie du mois par employé, sous les codes de votre logiciel de paie. Seul un mois validé peut être exporté.',
  download: "Télécharger l'export paie",
  settingsTitle: 'Codes de paie',
  preset: 'Format du fichier',
  presets: { generic: 'Générique (CSV pour Excel)', silae: 'Silae (import des variables)' },
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
