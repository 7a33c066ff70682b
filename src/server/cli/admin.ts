/**
 * Creates an admin, or resets the password of an existing one (re-activating
 * it, ending its sessions and revoking its API tokens); or lets an admin back in.
 * Usage:
 *   npm run admin -- <username> [password]    without a password one is generated and printed once
 *   npm run admin -- --clear-2fa <username>   turns the admin's two-factor sign-in off
 *   npm run admin -- --unlock <username>      forgets the account's failed sign-ins (lifts a lock-out)
 */
import 'dotenv/config';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../composition/orm';
import { clearTwoFactorOf, upsertAdmin } from '../modules/auth/auth.service';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../modules/auth/common-passwords';
import { unlockAccount } from '../modules/auth/lockout';
import { type SecurityChange, securityNoticeMail } from '../modules/auth/security-notice';
import { createMailer, sendFailure } from '../modules/mail/mailer';
import { ownerAddress } from '../modules/message/notification-worker';
import { loadSettings, SettingsError, type Settings } from '../settings';
import type { EntityManager } from '@mikro-orm/knex';

const USAGE = [
  'Usage: npm run admin -- <username (at most 50 characters)> [password]',
  '       npm run admin -- --clear-2fa <username>',
  '       npm run admin -- --unlock <username>',
].join('\n');

const args = process.argv.slice(2);
const flag = args[0]?.startsWith('--') ? args[0] : undefined;
const [username, givenPassword] = flag ? args.slice(1) : args;
if (
  !username ||
  username.length > 50 ||
  (flag !== undefined && !['--clear-2fa', '--unlock'].includes(flag))
) {
  console.error(USAGE);
  process.exit(1);
}
if (!flag && givenPassword !== undefined && givenPassword.length < 8) {
  console.error('Password must be longer than 8 characters');
  process.exit(1);
}
if (!flag && givenPassword !== undefined && (await isCommonPassword(givenPassword))) {
  console.error(COMMON_PASSWORD_MESSAGE);
  process.exit(1);
}

/**
 * With mail set up, the owner hears of a password or two-factor change made
 * here as of one made in the admin; answers a sentence for the output.
 */
async function noticeOwner(
  em: EntityManager,
  settings: Settings,
  change: SecurityChange,
  name: string,
): Promise<string> {
  if (!settings.mail || !settings.publicUrl) return '';
  const to = await ownerAddress(em, settings.mail);
  if (!to) return ' No notice mailed: set NOTIFY_EMAIL or the email variable.';
  const mailer = createMailer(settings.mail);
  try {
    await mailer.send(
      securityNoticeMail(
        { change, username: name, by: 'the command line (npm run admin)', at: new Date() },
        to,
        settings.publicUrl,
      ),
    );
    return ` The owner was told by mail.`;
  } catch (error) {
    return ` Could not mail the owner a notice: ${sendFailure(error)}.`;
  } finally {
    mailer.close();
  }
}

async function run(): Promise<string> {
  const settings = loadSettings();
  const orm = await openDatabase(settings.database);
  const em = orm.em.fork();
  try {
    if (flag === '--clear-2fa') {
      const found = await clearTwoFactorOf(em, username!);
      if (!found) throw new Error(`No admin named "${username}".`);
      return (
        `Two-factor sign-in is off for admin "${username}"; they can set it up again.` +
        (await noticeOwner(em, settings, 'two-factor-cleared', username!))
      );
    }
    if (flag === '--unlock') {
      const cleared = await unlockAccount(em, username!);
      return cleared > 0
        ? `Forgot the failed sign-ins of "${username}": the account may sign in again.`
        : `"${username}" had no failed sign-ins on record.`;
    }
    const password = givenPassword ?? randomBytes(12).toString('base64url');
    const outcome = await upsertAdmin(em, username!, password);
    return (
      (outcome === 'created'
        ? `Created admin "${username}".`
        : `Reset the password of admin "${username}"; its sessions and API tokens are ended.` +
          (await noticeOwner(em, settings, 'password-changed', username!))) +
      (givenPassword ? '' : ` Password: ${password}`)
    );
  } finally {
    await orm.close();
  }
}

try {
  console.log(await run());
} catch (error) {
  console.error(
    error instanceof SettingsError || error instanceof Error ? error.message : String(error),
  );
  process.exit(1);
}
