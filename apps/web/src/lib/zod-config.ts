/**
 * Zod compiles object parsers with `new Function` when it can, and probes for that as each object schema is
 * built. The site's CSP allows no eval (`script-src 'self'`), so the probe is refused and the browser reports
 * a CSP issue on every page with a form (Lighthouse best practices). The forms are small: zod runs without
 * compiling (`jitless`), asks nothing of the CSP, and the policy stays strict.
 *
 * Zod keeps its settings in `globalThis.__zod_globalConfig` (what `z.config()` writes, shared by every copy
 * of zod). Setting it here, first thing in main.tsx, costs the first load no zod code and is in place before
 * any schema is built; zod-config.test.ts proves zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// In place: a zod already loaded holds this very object.
Object.assign((holder.__zod_globalConfig ??= {}), { jitless: true });
