import type { EntityManager } from '@mikro-orm/knex';
import { CV_MEDIA_VARIABLE } from '../../../shared/variable';
import { contentModules } from '../content-registry';

/** A table whose text columns may hold links to media files. */
interface LinkingTable {
  /** How the owner calls one row: `project "Harbour"`. */
  kind: string;
  table: string;
  /** The column that names a row for the owner. */
  label: string;
  /** Every column where an address or a text with addresses is stored. */
  columns: readonly string[];
}

/**
 * Every content field that can hold a link to a media file (covers, icons,
 * links, and the texts that may embed an image or link a file), as each
 * module of the registry declares them, then the variables.
 */
const LINKING_TABLES: readonly LinkingTable[] = [
  ...contentModules
    .flatMap((module) => (module.mediaLinks ? [{ kind: module.name, ...module.mediaLinks }] : []))
    .sort((a, b) => a.position - b.position)
    .map(({ kind, label, columns }) => ({ kind, table: kind, label, columns })),
  { kind: 'variable', table: 'variable', label: 'key', columns: ['value'] },
];

/** At most this many uses are named; the rest are counted. */
const NAMED_USES = 10;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A link to the file at `path`: the site path itself, or an absolute http(s)
 * URL whose path it is. The host of an absolute link is not checked: the
 * hosts the site was reached on before (a copied `localhost:3000` link) are
 * not known, and refusing a delete is the safe side. The path must stand
 * alone: `/api/media/image/a.png` is not a use of `a.pn`, nor is
 * `/x/api/media/image/a.png`; a link to one of its smaller copies
 * (`/api/media/image/a.png/480.webp`) is, since they go with it.
 */
function linkPattern(path: string): RegExp {
  const before = String.raw`(?:^|[^A-Za-z0-9._~%/:-]|(?:https?|HTTPS?)://[^/\s"'()<>\[\]]+)`;
  const after = String.raw`(?=$|[^A-Za-z0-9._~%-])`;
  return new RegExp(`${before}${escapeRegExp(path)}${after}`);
}

const quoted = (identifier: string) => `"${identifier}"`;

/**
 * What links to the media file at `path` (`/api/media/image/harbour.png`),
 * as `project "Harbour"`, in the order of the tables above: hidden and
 * private rows too, since they can be shown again. The `cv_media` variable
 * names its file without a path and counts when it names this one.
 */
export async function mediaUses(em: EntityManager, path: string, name: string): Promise<string[]> {
  const connection = em.getConnection();
  const pattern = linkPattern(path);
  const uses: string[] = [];
  for (const source of LINKING_TABLES) {
    const where = source.columns.map((column) => `${quoted(column)} like ?`).join(' or ');
    // `like` only narrows the rows (its case rules and `_` differ by database); the pattern decides.
    const rows = await connection.execute<Record<string, unknown>[]>(
      `select ${[source.label, ...source.columns].map(quoted).join(', ')} from ${quoted(source.table)} where ${where} order by 1`,
      source.columns.map(() => `%${path}%`),
    );
    for (const row of rows) {
      const linked = source.columns.some((column) => pattern.test(String(row[column] ?? '')));
      if (linked) uses.push(`${source.kind} "${String(row[source.label])}"`);
    }
  }
  const cv = await connection.execute<{ value: string }[]>(
    `select ${quoted('value')} from ${quoted('variable')} where ${quoted('key')} = ?`,
    [CV_MEDIA_VARIABLE],
  );
  const cvUse = `variable "${CV_MEDIA_VARIABLE}"`;
  if (cv[0]?.value.trim() === name && !uses.includes(cvUse)) uses.push(cvUse);
  return uses;
}

/** `The file is used by: project "Harbour", experience "Acme"`, with at most ten named. */
export function mediaInUseMessage(uses: readonly string[]): string {
  const named = uses.slice(0, NAMED_USES).join(', ');
  const more = uses.length - NAMED_USES;
  return `The file is used by: ${named}${more > 0 ? ` and ${more} more` : ''}`;
}
