import { openDatabase } from '@curio/db';
import { databaseTarget } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { rotateSigningKey } from './lib/key-ring.ts';
import { errorForConsole } from './lib/log-serializers.ts';

/**
 * `npm run keys:rotate`: a new JWT signing key takes over on every instance within a minute; tokens signed
 * with the previous key keep working until they expire (7 days). With JWT_SECRET set, keys come from the
 * environment instead: set the new one as JWT_SECRET and the old one as JWT_PREVIOUS_SECRET. On the embedded
 * database, stop the server first (PGlite has one process at a time) and start it after.
 */
async function main() {
  const config = loadConfig();
  if (config.jwtSecret) {
    console.error(
      'JWT_SECRET is set, so the keys come from the environment: set the new key as JWT_SECRET and the current one as JWT_PREVIOUS_SECRET, then restart each instance.',
    );
    process.exit(1);
  }
  const handle = await openDatabase(databaseTarget(config));
  try {
    const kid = await rotateSigningKey(handle.db);
    console.warn(`New signing key ${kid}; the previous key verifies its tokens until they expire.`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : errorForConsole(err));
  process.exit(1);
});
