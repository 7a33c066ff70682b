import type { Migration } from '@mikro-orm/migrations';

/**
 * Rewrites links to the site's own media files that were stored with a host
 * (`http://localhost:3000/api/media/image/a.png`, as the media page's "Copy
 * link" gave them) as site paths (`/api/media/image/a.png`), so they keep
 * working when the site moves to another domain. Shared by both dialects'
 * migration and kept apart from the server's code, so the migration does
 * the same thing whenever it runs.
 *
 * The hosts the site was reached at before are not known here: a link is
 * the site's own when its path names a file in the media table. Address
 * fields (covers, icons) are rewritten only when the whole value is such a
 * link; texts have each such link rewritten where it stands.
 */

interface LinkColumns {
  table: string;
  id: string;
  /** Columns holding one address. */
  addresses: readonly string[];
  /** Columns holding markdown, where a link may appear anywhere. */
  texts: readonly string[];
}

const COLUMNS: readonly LinkColumns[] = [
  { table: 'project', id: 'project_id', addresses: ['cover'], texts: ['description', 'content'] },
  { table: 'experience', id: 'experience_id', addresses: ['cover'], texts: ['description'] },
  { table: 'expertise', id: 'expertise_id', addresses: ['icon'], texts: ['description'] },
  { table: 'tool', id: 'tool_id', addresses: ['icon'], texts: [] },
];

/** Scheme and host, then a media path: `/api/media/<type>/<name>` and maybe a smaller copy's tail. */
const ABSOLUTE_MEDIA_LINK =
  /https?:\/\/[^/\s"'()<>[\]]+(\/api\/media\/([a-z]+)\/([a-z0-9][a-z0-9._-]*)(?:\/[^\s"'()<>[\]]*)?)/gi;

function rewriteText(text: string, known: ReadonlySet<string>): string {
  return text.replace(ABSOLUTE_MEDIA_LINK, (link, path: string, type: string, name: string) =>
    known.has(`${type}/${name}`) ? path : link,
  );
}

function rewriteAddress(address: string, known: ReadonlySet<string>): string {
  const trimmed = address.trim();
  const rewritten = rewriteText(trimmed, known);
  // Only a value that was one link and nothing else becomes a path.
  return rewritten !== trimmed && rewritten.startsWith('/') && !/\s/.test(trimmed)
    ? rewritten
    : address;
}

export async function rewriteOwnMediaLinks(migration: Migration): Promise<void> {
  const media = await migration.execute('select type, name from media');
  const known = new Set(media.map((row) => `${String(row.type)}/${String(row.name)}`));
  if (known.size === 0) return;
  const knex = migration.getKnex();
  for (const source of COLUMNS) {
    const columns = [...source.addresses, ...source.texts];
    const rows = await migration.execute(
      knex
        .select(source.id, ...columns)
        .from(source.table)
        .where((where) => {
          for (const column of columns) where.orWhere(column, 'like', '%://%/api/media/%');
        }),
    );
    for (const row of rows) {
      const changes: Record<string, string> = {};
      for (const column of columns) {
        const value = row[column];
        if (typeof value !== 'string') continue;
        const next = source.addresses.includes(column)
          ? rewriteAddress(value, known)
          : rewriteText(value, known);
        if (next !== value) changes[column] = next;
      }
      if (Object.keys(changes).length > 0) {
        migration.addSql(knex(source.table).update(changes).where(source.id, row[source.id]));
      }
    }
  }
}
