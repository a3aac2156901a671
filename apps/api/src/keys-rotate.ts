import { openDatabase } from '@curio/db';
import { databaseTarget } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { rotateSigningKey } from './lib/key-ring.ts';
import { errorForConsole } from './lib/log-serializers.ts';
import { rotateCredentialKey } from '#api/modules/certificates/index.ts';

/**
 * `npm run keys:rotate`: a new JWT signing key takes over on every instance within a minute; tokens signed
 * with the previous key keep working until they expire (7 days). With JWT_SECRET set, keys come from the
 * environment instead: set the new one as JWT_SECRET and the old one as JWT_PREVIOUS_SECRET. On the embedded
 * database, stop the server first (PGlite has one process at a time) and start it after.
 *
 * `npm run keys:rotate -- --credential` (or `npm run keys:rotate-credential`): a new key signs certificates'
 * credentials from now on; every earlier key stays in the published JWKS, so every credential ever issued
 * keeps verifying (ADR 037). Those keys are always in the database, whatever JWT_SECRET says.
 */
async function main() {
  const config = loadConfig();
  const credential = process.argv.includes('--credential');
  if (config.jwtSecret && !credential) {
    console.error(
      'JWT_SECRET is set, so the keys come from the environment: set the new key as JWT_SECRET and the current one as JWT_PREVIOUS_SECRET, then restart each instance.',
    );
    process.exit(1);
  }
  const handle = await openDatabase(databaseTarget(config));
  try {
    if (credential) {
      const kid = await rotateCredentialKey(handle.db);
      console.warn(
        `New credential signing key ${kid}; the previous keys stay in the JWKS, so earlier credentials still verify.`,
      );
    } else {
      const kid = await rotateSigningKey(handle.db);
      console.warn(`New signing key ${kid}; the previous key verifies its tokens until they expire.`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : errorForConsole(err));
  process.exit(1);
});
