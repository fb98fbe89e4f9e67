import { formatSiret } from './siret';

/**
 * The 'Notice d'information des salariés' (decision 084): what a company must tell its employees
 * before it uses a time clock (GDPR art. 13, Code du travail L1222-4; LEGAL.md, Privacy). Pure text,
 * drawn as a PDF by the server.
 */

export interface EmployeeNoticeFacts {
  companyName: string;
  /** One line ('3 place du Marché, 69002 Lyon'), or null when the company gave none. */
  address: string | null;
  siret: string | null;
  /** Where employees write to exercise their rights: the company's e-mail. */
  contactEmail: string;
  retentionYears: number;
  /** Some site lets its employees punch from their phone. */
  phoneClocking: boolean;
  /** Some site reads the position at a phone punch. */
  positionChecked: boolean;
}

export interface NoticeSection {
  heading: string;
  paragraphs: string[];
}

export interface EmployeeNotice {
  title: string;
  /** The employer's identity lines under the title. */
  employer: string[];
  sections: NoticeSection[];
}

export function employeeNotice(facts: EmployeeNoticeFacts): EmployeeNotice {
  const employer = [
    facts.companyName,
    ...(facts.address ? [facts.address] : []),
    ...(facts.siret ? [`SIRET\u202f: ${formatSiret(facts.siret)}`] : []),
  ];
  const sections: NoticeSection[] = [
    {
      heading: 'Qui traite vos données',
      paragraphs: [
        `${facts.companyName}, votre employeur, est responsable du traitement de vos données de temps de travail. Il utilise pour cela le service Pointeo, qui agit comme sous-traitant et ne traite vos données que sur ses instructions.`,
      ],
    },
    {
      heading: 'Pourquoi',
      paragraphs: [
        `Le pointage sert à enregistrer vos heures d'arrivée et de départ, à décompter votre temps de travail, vos heures supplémentaires ou complémentaires, vos repos et vos absences, à préparer la paie et à respecter les durées maximales et les repos obligatoires. Il n'est pas utilisé pour surveiller vos déplacements ni votre activité en dehors du pointage.`,
        `Base légale\u202f: l'obligation légale de l'employeur de décompter la durée du travail (Code du travail, L3171-4 et D3171-8) et son intérêt légitime à gérer les temps et la paie.`,
      ],
    },
    {
      heading: 'Quelles données',
      paragraphs: [
        `Votre nom, votre prénom, votre site, votre contrat (durée du travail), votre matricule éventuel, votre code PIN ou votre badge, chaque pointage (date, heure, borne ou téléphone), les heures calculées, les corrections (auteur, date, motif) et vos absences.`,
        `Aucune donnée biométrique n'est utilisée (ni empreinte digitale, ni reconnaissance faciale) et aucune photo n'est prise au pointage.`,
      ],
    },
    ...(facts.phoneClocking ? [phoneSection(facts.positionChecked)] : []),
    {
      heading: 'Qui reçoit vos données',
      paragraphs: [
        `Les personnes habilitées de l'entreprise selon leur rôle (direction, responsable de votre site, gestionnaire de paie, comptable), le cas échéant le cabinet ou le logiciel de paie de l'entreprise, et l'inspection du travail sur sa demande. Pointeo et ses prestataires techniques (hébergement dans l'Union européenne, envoi d'e-mails) y ont accès pour faire fonctionner le service, sans pouvoir les utiliser à d'autres fins.`,
      ],
    },
    {
      heading: 'Combien de temps',
      paragraphs: [
        `Les pointages, heures, corrections et absences sont conservés ${facts.retentionYears} ans, puis supprimés. Les positions éventuellement lues au pointage sont supprimées après 2 mois.`,
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        `Vous pouvez accéder à vos données et en obtenir une copie (articles 15 et 20 du RGPD), les faire rectifier si elles sont inexactes, et demander leur effacement ou la limitation de leur traitement dans les cas prévus par la loi. Vous consultez vos heures et pointages dans votre espace personnel Pointeo, lorsque l'entreprise vous y a donné accès.`,
        `Pour exercer ces droits, adressez-vous à ${facts.companyName} (${facts.contactEmail}) ou à votre responsable. Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (www.cnil.fr, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07).`,
      ],
    },
  ];
  return { title: "Notice d'information des salariés sur le pointage", employer, sections };
}

function phoneSection(positionChecked: boolean): NoticeSection {
  return {
    heading: 'Pointage depuis votre téléphone',
    paragraphs: positionChecked
      ? [
          `Sur certains sites, vous pouvez pointer depuis votre téléphone. Votre position est alors lue une seule fois, au moment où vous pointez, et jamais en dehors du pointage ni en dehors du temps de travail. Elle sert seulement à vérifier que le pointage est fait près du site, faute d'autre moyen de contrôle\u202f; un pointage hors de la zone est signalé, jamais refusé. Vous pouvez voir ce qui a été enregistré. Les positions sont supprimées après 2 mois.`,
        ]
      : [`Sur certains sites, vous pouvez pointer depuis votre téléphone. Aucune position n'est lue.`],
  };
}
