import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BASE_URL, WORK_DIR } from './fixtures/env.ts';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the same build without the browser's
 * window machinery) when it is there: three specs took a fifth less CPU with it than with the full browser
 * in new headless mode, the same specs passing. Otherwise Debian's full Chromium. CHROMIUM_PATH picks another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Browser tests against the whole site (API + built SPA) started by global-setup.ts.
 * Chromium only, Debian's build (never a browser downloaded by Playwright). One worker: every flow of a run
 * shares its one server. `npm test` runs shards of the specs at once instead, each with a server of its own
 * (`--shard`, scripts/test-all.mjs).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: path.join(WORK_DIR, 'test-results', 'artifacts'),
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Bounds for a machine whose cores are busy with other work; every step waits for a state, never for time.
  // An assertion or an action waits up to 20 s, a navigation 30 s: on a slow morning of this kind of machine a
  // console page opened in a second tab took 10.4 s to load its 100 modules and two reads. A passing step
  // waits no longer for a larger bound.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: path.join(WORK_DIR, 'test-results', 'results.json') }]],
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace: each action's DOM snapshot, the network and the console, without the
    // screencast (its frames were painted and encoded all through every test, passing ones too).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
