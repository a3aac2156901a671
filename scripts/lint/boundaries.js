// The import boundaries of docs/ARCHITECTURE.md as import-x/no-restricted-paths zones. The feature, console
// area and module lists are read from the tree, so a new web feature, console area or API module is fenced in
// from its first file.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const web = 'apps/web/src';
const api = 'apps/api/src';
/** The operator console: one folder per area (and `shell/`, the kit they share), `routes.tsx` and `test/`. */
const consoleDir = `${web}/features/console`;

const dirsIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/** @returns {import('eslint-plugin-import-x').RuleOptions['no-restricted-paths'][0]['zones']} */
export function boundaryZones() {
  const at = (p) => path.join(root, p);
  const features = dirsIn(`${web}/features`);
  // Every folder of the console but its test fixtures is an area; `shell` is the one the others may use.
  const areas = existsSync(at(consoleDir)) ? dirsIn(consoleDir).filter((dir) => dir !== 'test') : [];
  const modules = dirsIn(`${api}/modules`);
  return [
    // Web: features are islands; shared code flows one way (components/lib/api → features → app).
    ...features.map((feature) => ({
      target: at(`${web}/features/${feature}`),
      from: at(`${web}/features`),
      except: [`./${feature}`],
      message: `A feature never imports another feature: move the shared piece to components/, lib/ or api/.`,
    })),
    // The console: an area imports itself and shell/ only (never another area, nor routes.tsx, which alone
    // imports every area's pages); shell/ imports no area. Both may use the fixtures of test/.
    ...areas.map((area) => ({
      target: at(`${consoleDir}/${area}`),
      from: at(consoleDir),
      except: area === 'shell' ? ['./shell', './test'] : [`./${area}`, './shell', './test'],
      message:
        area === 'shell'
          ? "The console's shell/ never imports an area (nor routes.tsx): it serves them all. Move what it needs into shell/."
          : `A console area never imports another area: ${area}/ imports only ${area}/ and shell/ (a piece two areas use belongs in shell/; only routes.tsx imports every area).`,
    })),
    {
      target: [at(`${web}/components`), at(`${web}/lib`), at(`${web}/api`)],
      from: at(`${web}/features`),
      message: 'components/, lib/ and api/ serve every feature and never import one.',
    },
    {
      target: [at(`${web}/features`), at(`${web}/components`), at(`${web}/lib`), at(`${web}/api`)],
      from: at(`${web}/app`),
      message: 'Only the shell (app/) wires features together; import what you need from lib/ instead.',
    },
    {
      target: at('apps/web'),
      from: [at('apps/api'), at('packages/db')],
      message: 'The web app runs in the browser: no server code and no @curio/db.',
    },
    // Packages: shared is browser-safe and app-free; db knows no app.
    {
      target: at('packages/shared'),
      from: [at('apps'), at('packages/db'), at('e2e')],
      message: '@curio/shared is imported by every app and imports none of them, nor @curio/db.',
    },
    {
      target: at('packages/db'),
      from: [at('apps'), at('e2e')],
      message: '@curio/db imports nothing from apps/.',
    },
    // API: a module is entered only through its index.ts, by other modules and by the rest of the app
    // (its tests may reach inside it).
    ...modules.map((module) => ({
      target: [
        ...readdirSync(at(api))
          .filter((entry) => entry !== 'modules')
          .map((entry) => at(`${api}/${entry}`)),
        ...modules.filter((other) => other !== module).map((other) => at(`${api}/modules/${other}`)),
      ],
      from: at(`${api}/modules/${module}`),
      except: ['./index.ts'],
      message: `Import the ${module} module through modules/${module}/index.ts (or move the shared piece to lib/ or plugins/).`,
    })),
  ];
}
