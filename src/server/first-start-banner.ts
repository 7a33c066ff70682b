import { writeSync } from 'node:fs';
import type { LogFormat, Logger } from './logger';

/** What the first start tells the owner: where to sign in, and as whom. */
export interface FirstStart {
  /** The address the server answers at (`http://localhost:3000`). */
  url: string;
  username: string;
  /** The password made up for the admin, shown this once; undefined when ADMIN_PASSWORD gave it. */
  generatedPassword: string | undefined;
}

const HOW_TO_CHANGE =
  'Sign in at /admin/login and change it, or set ADMIN_PASSWORD, or run "npm run admin".';

/** The log entry's text, the same in either format (owners search the log for `First start:`). */
export function firstStartMessage({ username, generatedPassword }: FirstStart): string {
  return generatedPassword
    ? `First start: created admin "${username}" with password "${generatedPassword}". ${HOW_TO_CHANGE}`
    : `First start: created admin "${username}" with the password from ADMIN_PASSWORD.`;
}

/** The block shown at a terminal: a box a person cannot scroll past without seeing. */
export function firstStartBox(start: FirstStart): string {
  const lines = [
    'First start: a new site and its first admin',
    '',
    `Sign in at  ${start.url}/admin/login`,
    `Admin       ${start.username}`,
    start.generatedPassword
      ? `Password    ${start.generatedPassword}  (shown once: change it after signing in)`
      : 'Password    the one in ADMIN_PASSWORD',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '═'.repeat(width + 2);
  const body = lines.map((line) => `║ ${line.padEnd(width)} ║`);
  // Bold yellow: it stands out among the log lines around it.
  return `\n\u001b[1;33m╔${rule}╗\n${body.join('\n')}\n╚${rule}╝\u001b[0m\n\n`;
}

/**
 * Tells the owner how to sign in the first time: at a terminal a boxed
 * block, written at once; anywhere else one structured warning, which log
 * tools keep as a single entry.
 */
export function announceFirstStart(start: FirstStart, logger: Logger, format: LogFormat): void {
  if (format === 'pretty' && logger.isLevelEnabled('warn')) {
    writeSync(1, firstStartBox(start));
    return;
  }
  logger.warn(
    { admin: start.username, signIn: `${start.url}/admin/login` },
    firstStartMessage(start),
  );
}
