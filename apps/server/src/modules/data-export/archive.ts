import { formatFrenchDateTime } from '@pointeo/domain/dates';
import { zipSync } from 'fflate';
import { type ExportTable, tableCsv, tableJson } from './export-table';

/** A file put in the ZIP as it is (an invoice's PDF), with the README's line about it. */
export interface ExtraFile {
  path: string;
  bytes: Buffer;
}

export interface ArchiveContent {
  /** The README's first lines: whose data, for whom. */
  title: string;
  tables: ExportTable<unknown>[];
  /** Files beyond the tables, under a folder the README names. */
  extras?: { folder: string; description: string; files: ExtraFile[] };
  createdAt: Date;
}

const FORMAT_NOTES = [
  'Chaque tableau est fourni deux fois :',
  '- en CSV (séparateur « ; », encodage UTF-8 avec BOM : Excel l’ouvre tel quel), en-têtes en français,',
  '  dates au format JJ/MM/AAAA et heures de Paris (JJ/MM/AAAA HH:MM) ;',
  '- en JSON (un tableau d’objets), instants en UTC au format ISO 8601, pour un autre logiciel.',
  'Les identifiants (colonnes « Identifiant ») relient les fichiers entre eux.',
  '',
  'Ne figurent jamais dans l’export : les mots de passe, les codes PIN, les secrets des badges,',
  'les sessions de connexion ni les clés d’API.',
];

/** The README.txt of the archive, in French: what each file holds. */
export function readme(content: ArchiveContent): string {
  const lines = [
    content.title,
    `Export créé le ${formatFrenchDateTime(content.createdAt)} (heure de Paris) par Pointeo.`,
    '',
    ...FORMAT_NOTES,
    '',
    'Fichiers :',
    ...content.tables.map((table) => `- ${table.name}.csv et ${table.name}.json : ${table.description}`),
  ];
  if (content.extras) lines.push(`- ${content.extras.folder}/ : ${content.extras.description}`);
  // CRLF: the Notepad of an older Windows shows it on separate lines too.
  return `${lines.join('\r\n')}\r\n`;
}

/** The ZIP: README.txt, then each table's CSV and JSON, then the extra files. */
export async function buildArchive(content: ArchiveContent): Promise<Buffer> {
  const files: Record<string, Uint8Array> = { 'README.txt': Buffer.from(readme(content), 'utf8') };
  for (const table of content.tables) {
    files[`${table.name}.csv`] = await tableCsv(table);
    files[`${table.name}.json`] = tableJson(table);
  }
  for (const file of content.extras?.files ?? [])
    files[`${content.extras!.folder}/${file.path}`] = file.bytes;
  return Buffer.from(zipSync(files, { level: 6, mtime: content.createdAt }));
}
