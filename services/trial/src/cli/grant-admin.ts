/**
 * `node --import tsx services/trial/src/cli/grant-admin.ts <email>` (or `npm run grant-admin -- <email>` from the
 * repository root): gives an account that has signed up the admin role. It uses the trial service's own database
 * settings (MONGODB_URI, MONGODB_DB_NAME); without MONGODB_URI it uses the embedded database `npm start` runs on its
 * default port. The person gets the role in their next session renewal (within ACCESS_TOKEN_TTL_SECONDS) or at once
 * by signing in again.
 */
import { grantAdmin } from '../identity/grant-admin';

const npmStartDatabase = 'mongodb://127.0.0.1:27217';

async function main(): Promise<number> {
  const email = process.argv[2]?.trim();
  if (!email || process.argv.length > 3) {
    console.error('Usage: grant-admin <email of an account that has signed up>');
    return 2;
  }
  const uri = process.env.MONGODB_URI || npmStartDatabase;
  const dbName = process.env.MONGODB_DB_NAME || 'claims_trial';
  const result = await grantAdmin({ uri, dbName }, email);
  switch (result.outcome) {
    case 'no-account':
      console.error(
        `No account is registered as ${email} in ${dbName}. Sign up on the site first, then run this again.`,
      );
      return 1;
    case 'already-admin':
      console.info(`${result.email} is already an admin (roles: ${result.roles.join(', ')}).`);
      return 0;
    case 'granted':
      console.info(
        `${result.email} is now an admin (roles: ${result.roles.join(', ')}). Signing in again shows the admin pages at once.`,
      );
      return 0;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `Could not grant the admin role: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
