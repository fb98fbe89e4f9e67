// Wrong on purpose: french-texts.test.ts checks that the scan finds these (this folder is not scanned).
export const sampleMessage = 'Erreur: réseau';
export const sampleProrata = (amount: string) => `Un prorata de ${amount}€ a été facturé`;
export const sampleHeading = <h2>Pourquoi choisir Pointeo ?</h2>;
export const sampleUrl = 'https://pointeo.fr/pricing?canceled=true';
export const sampleMonth = 'Le rapport de octobre est prêt';
export const sampleSpaces = 'Deux  espaces';
export const sampleDots = 'Envoi en cours...';
export const sampleSpecDots = 'Chargement...';
export const sampleName = (name: string) => `Le code PIN de ${name}`;
export const sampleMonthInJsx = (month: string) => <p>Les pointages de {month}</p>;
export const sampleCount = (count: { format: (n: number) => string }) =>
  `plus de ${count.format(3)} employés`;
