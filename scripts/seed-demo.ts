/**
 * npm run seed:demo [-- --force]
 * Fills the database in DATA_DIR (or DATABASE_URL) with a sample owner so a
 * new install shows a finished site. Refuses when there is content already,
 * unless --force is given (then the sample is added next to it; nothing is
 * deleted).
 */
import 'dotenv/config';
import { SettingsError } from '../src/server/settings';
import { describeSummary, seedDemoDatabase, type SignInHint } from './demo/seed';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--force');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown[0]}. Usage: npm run seed:demo [-- --force]`);
  process.exit(1);
}

function signInLine(hint: SignInHint, siteUrl: string): string {
  const at = `${siteUrl}/admin/login`;
  switch (hint.kind) {
    case 'created':
      return `Sign in at ${at} as "${hint.username}" with password "${hint.password}" (created now and shown only once; change it under Admins).`;
    case 'admin-password':
      return `Sign in at ${at} as "${hint.username}" with the password in ADMIN_PASSWORD.`;
    case 'existing':
      return `Sign in at ${at} with your existing admin account (npm run admin -- <username> resets a password).`;
  }
}

try {
  const result = await seedDemoDatabase({ force: args.includes('--force') });
  const siteUrl = `http://localhost:${process.env.PORT || 3000}`;
  if (result.outcome === 'refused') {
    console.error(
      `Not seeding: the database ${result.database} already has content (${result.existing.join(', ')}). ` +
        'Run "npm run seed:demo -- --force" to add the demo content next to it.',
    );
    if (result.signIn.kind === 'created') console.error(signInLine(result.signIn, siteUrl));
    process.exit(1);
  }
  console.log(`Demo content added to ${result.database}:`);
  console.log(
    describeSummary(result.summary)
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n'),
  );
  console.log(`Start the site with "npm start" and open ${siteUrl}`);
  console.log(signInLine(result.signIn, siteUrl));
} catch (error) {
  console.error(
    error instanceof SettingsError
      ? error.message
      : `Seeding failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
