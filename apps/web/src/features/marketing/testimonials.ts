export interface Testimonial {
  name: string;
  role: string;
  content: string;
}

/** Illustrative quotes (SPEC §1 calls them sample content): replace with real customers' words before launch. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Sophie Laurent',
    role: 'Directrice des ressources humaines, réseau de boulangeries',
    content:
      'Nos douze boutiques pointent sur une tablette avec un code PIN. Fini les feuilles de présence à ressaisir chaque fin de mois.',
  },
  {
    name: 'Karim Benali',
    role: 'Gérant, entreprise de nettoyage',
    content:
      'Mes équipes changent de site tous les jours. Je sais enfin qui est arrivé où, et à quelle heure, sans passer un seul appel.',
  },
  {
    name: 'Claire Dubois',
    role: "Responsable administrative, cabinet d'architectes",
    content:
      "La mise en place a pris dix minutes. Les factures sont claires et l'export des heures nous fait gagner une demi-journée par mois.",
  },
];
