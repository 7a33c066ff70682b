/**
 * Creates an admin, or resets the password of an existing one (re-activating it).
 * Usage: npm run admin -- <username> [password]
 * Without a password one is generated and printed once.
 */
import 'dotenv/config';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../db/orm';
import { upsertAdmin } from '../modules/auth/auth.service';
import { loadSettings, SettingsError } from '../settings';

const [username, givenPassword] = process.argv.slice(2);
if (!username || username.length > 50) {
  console.error('Usage: npm run admin -- <username (at most 50 characters)> [password]');
  process.exit(1);
}
if (givenPassword !== undefined && givenPassword.length < 8) {
  console.error('Password must be longer than 8 characters');
  process.exit(1);
}

try {
  const settings = loadSettings();
  const orm = await openDatabase(settings.databaseFile);
  const password = givenPassword ?? randomBytes(12).toString('base64url');
  const outcome = await upsertAdmin(orm.em.fork(), username, password);
  await orm.close();
  console.log(
    `${outcome === 'created' ? 'Created' : 'Reset the password of'} admin "${username}".` +
      (givenPassword ? '' : ` Password: ${password}`),
  );
} catch (error) {
  console.error(error instanceof SettingsError ? error.message : error);
  process.exit(1);
}
