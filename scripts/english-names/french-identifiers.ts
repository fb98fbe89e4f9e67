import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The server's code and its tests: names there are English (STYLE.md, issue 26 item 5). */
export const CODE_ROOTS = ['apps/server/src', 'apps/server/test'];

/**
 * French words that named server code once: SPEC §3's columns, which keep their French names in SQL
 * only (the Drizzle schema maps them to English keys), and the product's own vocabulary. French stays
 * in strings, never in a name; whole words only, so `finish` passes and `periodeFin` does not.
 */
export const FRENCH_WORDS = new Set([
  ...['entreprise', 'entreprises', 'nom', 'prenom', 'adresse', 'ville', 'telephone', 'portable'],
  ...['abonnement', 'renouvellement', 'facture', 'factures', 'numero', 'paiement', 'montant'],
  ...['periode', 'debut', 'fin', 'statut', 'prorata', 'temps', 'pointage', 'pointages', 'salarie'],
  ...['salaries', 'conge', 'conges', 'heure', 'heures', 'jour', 'jours', 'semaine', 'mois', 'paie'],
  ...['rapport', 'rapports', 'gratuit', 'compte', 'utilisateur'],
]);

export interface FrenchIdentifier {
  file: string;
  line: number;
  identifier: string;
}

/** `periodeFin` → periode, fin; `CONTACT_NOM` → contact, nom. */
const wordsOf = (identifier: string) =>
  identifier.split(/_|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).map((word) => word.toLowerCase());

export function findFrenchIdentifiers(file: string, text: string): FrenchIdentifier[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: FrenchIdentifier[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) &&
      wordsOf(node.text).some((word) => FRENCH_WORDS.has(word))
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ file, line: line + 1, identifier: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function codeFiles(repositoryRoot: string): string[] {
  return CODE_ROOTS.flatMap((root) =>
    readdirSync(join(repositoryRoot, root), { recursive: true, encoding: 'utf8' })
      .map((file) => join(root, file))
      .filter((file) => /\.tsx?$/.test(file)),
  );
}

export const findFrenchIdentifiersIn = (repositoryRoot: string, file: string) =>
  findFrenchIdentifiers(file, readFileSync(join(repositoryRoot, file), 'utf8'));
