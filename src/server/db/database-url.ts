import { statSync } from 'node:fs';
import path from 'node:path';

/** Where DATABASE_URL (or a script's flag) says the data lives, or why it cannot be right. */
export type DatabaseTarget =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string }
  | { kind: 'invalid'; reason: string };

/** The two spellings of a PostgreSQL URL's scheme this server reads. */
const POSTGRES_SCHEME = /^postgres(ql)?:/i;
/** The prefixes a SQLite path may carry; the rest of the value is the file's path. */
const SQLITE_PREFIX = /^(sqlite|file):(\/\/)?/i;
/** Anything that starts like a URL: a scheme and a colon (`mysql:`, `postgress:`, `http:`). */
const ANY_SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** A scheme whose colon went missing (`postgres//host/db`, `mysql//host/db`). */
const SCHEME_WITHOUT_COLON = /^([a-z][a-z0-9+.-]*)\/\//i;

function postgres(value: string): DatabaseTarget {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'invalid', reason: 'not a URL a PostgreSQL client can read' };
  }
  if (!value.slice(url.protocol.length).startsWith('//') || !url.hostname) {
    return { kind: 'invalid', reason: 'the PostgreSQL URL names no host' };
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database || database.includes('/')) {
    return { kind: 'invalid', reason: 'the PostgreSQL URL names no database after the host' };
  }
  return { kind: 'postgres', url: value };
}

/**
 * A SQLite file path: refused when it cannot name a database file, since
 * opening it would create a new, empty database somewhere unexpected (or fail
 * with a driver's error instead of one line): nothing after the prefix, a
 * colon, a trailing slash, or an existing folder.
 */
function sqlite(value: string): DatabaseTarget {
  const rest = value.replace(SQLITE_PREFIX, '');
  if (!rest.trim()) return { kind: 'invalid', reason: 'no SQLite file path after the prefix' };
  if (rest.includes(':')) {
    return { kind: 'invalid', reason: 'a SQLite file path has no colon after its prefix' };
  }
  if (/[/\\]$/.test(rest)) {
    return { kind: 'invalid', reason: `${rest} ends with a slash: a folder, not a SQLite file` };
  }
  const file = path.resolve(rest);
  if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
    return { kind: 'invalid', reason: `${file} is a folder, not a SQLite file` };
  }
  return { kind: 'sqlite', file };
}

/**
 * Why a SQLite file cannot be opened where it is named, or null: its folder
 * must already exist. Checked when the database is opened rather than when
 * the settings are read, so naming a file for another machine stays a
 * valid setting; at start a missing folder is a typo far more often than a
 * wish, and creating it would start a new, empty site.
 */
export function sqliteFolderProblem(file: string): string | null {
  const folder = path.dirname(file);
  if (statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return null;
  return `the folder ${folder} of the SQLite file does not exist`;
}

/**
 * Reads a DATABASE_URL value. Anything that looks like a URL must be a
 * PostgreSQL one with a host and a database: a misspelt or foreign scheme
 * (`postgress://`, `postgres//host/db`, `mysql://`, `http://`) used to be
 * taken as a SQLite path, and the server then started on a new, empty
 * database beside the real one. Never echoes the value itself, which may
 * hold a password; only the scheme or the SQLite path.
 */
export function readDatabaseUrl(value: string): DatabaseTarget {
  if (POSTGRES_SCHEME.test(value)) return postgres(value);
  if (SQLITE_PREFIX.test(value)) return sqlite(value);
  const scheme = ANY_SCHEME.exec(value)?.[1] ?? SCHEME_WITHOUT_COLON.exec(value)?.[1];
  if (scheme) {
    return {
      kind: 'invalid',
      reason: `"${scheme}:" is none of postgres:, postgresql:, sqlite: or file:`,
    };
  }
  return sqlite(value);
}
