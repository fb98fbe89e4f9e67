import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frenchTypography } from '@pointeo/domain/french-typography';
import ts from 'typescript';

/** Where the texts people read live: the web app, the shared messages, the server's mails, PDFs and errors. */
export const TEXT_ROOTS = ['apps/web/src', 'packages/domain/src', 'apps/server/src'];

/**
 * Literals that are no French sentence although they look like one to the rules: file formats,
 * protocol names, patterns. Each one exact, with its reason; anything else is text.
 */
export const NOT_TEXT = new Map<string, string>([
  ['User-agent: *', 'robots.txt syntax'],
  ['Allow: /', 'robots.txt syntax'],
  ['Disallow: 0', 'robots.txt syntax'],
  ['Sitemap: 0/sitemap.xml', 'robots.txt syntax'],
  ['&#0;', 'an XML character reference'],
  ['https:', 'a URL protocol'],
  ['data:', 'a URL scheme in a Content-Security-Policy (the API reference page, decision 076)'],
  ['reset-password:', 'a key prefix in the database'],
  ['0%', 'a SQL LIKE pattern'],
  ['params: 0', 'a redaction mark inside logged errors'],
  ['(min-width: 640px)', 'a CSS media query'],
  ['(min-width: 1024px)', 'a CSS media query'],
  ['!h-6 !w-6', 'Tailwind classes marked important'],
  ['«0', 'the typography rule itself'],
  ['0»', 'the typography rule itself'],
]);

/**
 * SPEC.md's own strings with three dots: kept exactly as SPEC writes them (every other text writes
 * the ellipsis '…'). `node /work/shared/tools/spec-strings.mjs` checks SPEC's strings are all there.
 */
export const SPEC_THREE_DOTS = new Set([
  'Chargement...',
  'Mise à niveau en cours...',
  'Rétrogradation en cours...',
  'Mise à jour de votre compte en cours...',
]);

const SOURCE = /\.tsx?$/;
const TEST = /\.(test|spec)\.tsx?$|(^|\/)test\//;

export function sourceFiles(repositoryRoot: string): string[] {
  return TEXT_ROOTS.flatMap((root) =>
    readdirSync(join(repositoryRoot, root), { recursive: true, encoding: 'utf8' })
      .map((file) => join(root, file))
      .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.endsWith('.d.ts')),
  );
}

/** Calls whose strings are no interface text: logs, internal errors, HTTP headers and types, media queries. */
const LOG_CALL = /^(console|(\w+\.)*log(ger)?)(\.\w+|\[\w+\])$/;
const CODE_CALL = /(^|\.)(header|type|useMediaQuery)$/;
const INTERNAL_ERRORS = new Set(['Error', 'TypeError', 'RangeError']);
/** JSX attributes that hold no text: styling and addresses. */
const NON_TEXT_ATTRIBUTES = new Set(['className', 'href', 'to', 'src', 'd', 'viewBox']);
/** Object properties that hold no text: media types sent as headers. */
const NON_TEXT_PROPERTIES = new Set(['contentType']);

function isSkipped(node: ts.Node, source: ts.SourceFile): boolean {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return true;
  if (ts.isTaggedTemplateExpression(node)) return true; // sql`…` and other tags are code
  if (ts.isCallExpression(node)) {
    if (node.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
    const callee = node.expression.getText(source);
    return LOG_CALL.test(callee) || CODE_CALL.test(callee);
  }
  if (ts.isNewExpression(node)) return INTERNAL_ERRORS.has(node.expression.getText(source));
  if (ts.isJsxAttribute(node)) return NON_TEXT_ATTRIBUTES.has(node.name.getText(source));
  if (ts.isPropertyAssignment(node)) return NON_TEXT_PROPERTIES.has(node.name.getText(source));
  return false;
}

/** One run of text in the source, with how to write a new value back. */
export interface TextPart {
  start: number;
  end: number;
  text: string;
  /** What comes right before and after it: an expression reads as a digit (`${amount}€`), a {'…'} as its text. */
  before: string;
  after: string;
  /** The source of the expression right after it, if one follows (`${name}`, `{monthLabel(month)}`). */
  nextExpression?: string;
  write: (text: string) => string;
}

const JSX_NO_BREAK_ENTITIES: Array<[RegExp, string]> = [
  [/&#8239;|&#x202f;/gi, '\u202f'],
  [/&nbsp;|&#160;|&#xa0;/gi, '\u00a0'],
];

function escapeFor(text: string, delimiter: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replaceAll(delimiter, `\\${delimiter}`)
    .replace(/\n/g, '\\n')
    .replace(/\u202f/g, '\\u202f')
    .replace(/\u00a0/g, '\\u00a0')
    .replace(delimiter === '`' ? /\$\{/g : /$^/g, '\\${');
}

function textParts(node: ts.Node, source: ts.SourceFile): TextPart[] | undefined {
  if (ts.isStringLiteral(node)) {
    const quote = source.text[node.getStart(source)]!;
    return [
      {
        start: node.getStart(source),
        end: node.end,
        text: node.text,
        before: '',
        after: '',
        // A JSX attribute's "…" takes no escapes: the fixed text goes in braces.
        write: (text) =>
          ts.isJsxAttribute(node.parent)
            ? `{${quote}${escapeFor(text, quote)}${quote}}`
            : `${quote}${escapeFor(text, quote)}${quote}`,
      },
    ];
  }
  if (ts.isNoSubstitutionTemplateLiteral(node)) {
    return [
      {
        start: node.getStart(source),
        end: node.end,
        text: node.text,
        before: '',
        after: '',
        write: (text) => `\`${escapeFor(text, '`')}\``,
      },
    ];
  }
  if (ts.isTemplateExpression(node)) {
    const literals = [node.head, ...node.templateSpans.map((span) => span.literal)];
    const expressions = node.templateSpans.map((span) => readsAs(span.expression));
    const sources = node.templateSpans.map((span) => span.expression.getText(source));
    return literals.map((literal, index) => {
      const opening = index === 0 ? '`' : '}';
      const closing = index === literals.length - 1 ? '`' : '${';
      return {
        start: literal.getStart(source),
        end: literal.end,
        text: literal.text,
        before: expressions[index - 1] ?? '',
        after: expressions[index] ?? '',
        nextExpression: sources[index],
        write: (text) => `${opening}${escapeFor(text, '`')}${closing}`,
      };
    });
  }
  if (ts.isJsxText(node) && !node.containsOnlyTriviaWhiteSpaces) {
    const siblings =
      ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent) ? node.parent.children : undefined;
    const index = siblings?.indexOf(node) ?? -1;
    const neighbour = (sibling: ts.Node | undefined) => {
      if (!sibling || !ts.isJsxExpression(sibling)) return '';
      return sibling.expression && ts.isStringLiteral(sibling.expression) ? sibling.expression.text : '0';
    };
    const raw = source.text.slice(node.pos, node.end);
    const next = siblings?.[index + 1];
    const nextExpression =
      next && ts.isJsxExpression(next) && next.expression && !ts.isStringLiteral(next.expression)
        ? next.expression.getText(source)
        : undefined;
    return [
      {
        start: node.pos,
        end: node.end,
        text: JSX_NO_BREAK_ENTITIES.reduce((text, [entity, space]) => text.replace(entity, space), raw),
        before: neighbour(siblings?.[index - 1]),
        after: neighbour(siblings?.[index + 1]),
        nextExpression,
        write: (text) => text.replace(/\u202f/g, '&#8239;').replace(/\u00a0/g, '&nbsp;'),
      },
    ];
  }
  return undefined;
}

/** The spaces texts name by a constant (`${NNBSP}:`) read as themselves; any other expression as a digit. */
const SPACE_CONSTANTS: Record<string, string> = {
  NNBSP: '\u202f',
  NARROW_NO_BREAK_SPACE: '\u202f',
  NBSP: '\u00a0',
  NO_BREAK_SPACE: '\u00a0',
};

function readsAs(expression: ts.Expression): string {
  return (ts.isIdentifier(expression) && SPACE_CONSTANTS[expression.text]) || '0';
}

/** The part as frenchTypography writes it, read with what surrounds it. */
export function typographicPart({ before, text, after }: TextPart): string {
  const fixed = frenchTypography(before + text + after);
  return fixed.slice(before.length, fixed.length - after.length);
}

/**
 * 'de' or 'que' right before an expression: a name or a month there ('de ${name}')
 * must go through `elide` (packages/domain/src/french-elision.ts), « d'Éric », « d'octobre ». What
 * always reads as a number or a date (`de ${count}`, `le ${formatFrenchDate(day)}`) is told apart by
 * its source, below; anything else is flagged. The fixer cannot rewrite these: they are reported
 * with the expression, to be written `${elide('de', name)}`.
 */
const PARTICLE_BEFORE_EXPRESSION = /(?<![\p{L}'’-])(de|De|que|Que)\s+$/u;
/**
 * Expressions that read as a number or an amount (« de 12 jours », « au capital de 10 000 € »).
 * 'le' and 'la' are not checked before an expression: there they precede dates ('le 26/11/2026',
 * 'le mardi 3 mars'), never a name or a month.
 */
export const READS_AS_NUMBER_OR_DATE: RegExp[] = [
  /^(headcount\.)?limit$/,
  /^count\.format\(/,
  /^formatLeaveDays\(/,
  /^amount$/,
  /^\(amountCents \/ 100\)/,
  /^issuer\.shareCapital$/,
];

function unelidedBefore(part: TextPart): string | undefined {
  if (part.nextExpression === undefined || !PARTICLE_BEFORE_EXPRESSION.test(part.text)) return undefined;
  if (READS_AS_NUMBER_OR_DATE.some((pattern) => pattern.test(part.nextExpression!))) return undefined;
  return `(elide: ${part.text.trim().split(/\s+/).pop()} {${part.nextExpression}})`;
}

/** How a literal reads for the allow-list: its parts joined, each expression as a digit. */
const shownText = (parts: TextPart[]) => parts.map((part) => part.text).join('0');

export interface TextFinding {
  file: string;
  line: number;
  text: string;
  /** The source edits that write it right: [start, end, replacement]. */
  edits: Array<[number, number, string]>;
}

/** Every literal and JSX text of `file` that frenchTypography would change. */
export function findUntypographicTexts(repositoryRoot: string, file: string): TextFinding[] {
  const content = readFileSync(join(repositoryRoot, file), 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, content, ts.ScriptTarget.Latest, true, kind);
  const findings: TextFinding[] = [];
  const visit = (node: ts.Node): void => {
    if (isSkipped(node, source)) return;
    const parts = textParts(node, source);
    if (!parts) {
      ts.forEachChild(node, visit);
      return;
    }
    if (NOT_TEXT.has(shownText(parts)) || SPEC_THREE_DOTS.has(shownText(parts).trim())) return;
    const edits = parts.flatMap((part): Array<[number, number, string]> => {
      const fixed = typographicPart(part);
      return fixed === part.text ? [] : [[part.start, part.end, part.write(fixed)]];
    });
    const unelided = parts.flatMap((part) => unelidedBefore(part) ?? []);
    if (edits.length > 0 || unelided.length > 0) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      const text = [shownText(parts), ...unelided].join(' ');
      findings.push({ file, line: line + 1, text, edits });
    }
  };
  visit(source);
  return findings;
}
