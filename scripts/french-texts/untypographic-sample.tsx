// Wrong on purpose: french-texts.test.ts checks that the scan finds these three (this folder is not scanned).
export const sampleMessage = 'Erreur: réseau';
export const sampleProrata = (amount: string) => `Un prorata de ${amount}€ a été facturé`;
export const sampleHeading = <h2>Pourquoi choisir Pointeo ?</h2>;
export const sampleUrl = 'https://pointeo.fr/pricing?canceled=true';
