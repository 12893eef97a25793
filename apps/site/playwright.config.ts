import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.ts';
import { E2E_SITE_PORT } from './e2e/urls.ts';

const executablePath = chromiumPath();
/** The specs that move the sandbox clock (see the projects below). */
const SANDBOX_CLOCK_SPECS = /(gambling-limits|tournaments)\.spec\.ts$/;
/** The spec that shows pages with other fonts on the machine (see its project below). */
const MACHINE_FONTS_SPECS = /\/fonts\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // Journeys of several pages on a busy 2-core machine: the first test of a run (cold server, cold
  // caches) took 30.2 s once while other work ran, every step passing. Steps wait for conditions.
  timeout: 60_000,
  // A step's wait (a sign-in's redirect, a live update) on a 2-core machine also running the sandbox
  // suite: the first sign-in of a run once took over 5 s (the default) while every step passed.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalSetup: './e2e/global-setup.ts',
  // Visual baselines (e2e/visual.spec.ts) by name only: one set, made and compared on Debian's
  // Chromium on this platform, kept beside the specs.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    baseURL: `http://localhost:${E2E_SITE_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: [SANDBOX_CLOCK_SPECS, MACHINE_FONTS_SPECS],
    },
    // The visual snapshots again, in browsers that see other fonts than the machine has
    // (e2e/fonts.spec.ts): compared with the visual spec's baselines, read from its folder.
    {
      name: 'machine-fonts',
      use: { browserName: 'chromium' },
      testMatch: MACHINE_FONTS_SPECS,
      snapshotPathTemplate: '{testDir}/__screenshots__/visual.spec.ts/{arg}{ext}',
    },
    // Specs that move the sandbox's clock forward (a day and more) run after every other spec, so
    // no other test sees time-outs, exclusions or dates shifted under it.
    {
      name: 'sandbox-clock',
      use: { browserName: 'chromium' },
      testMatch: SANDBOX_CLOCK_SPECS,
      dependencies: ['chromium', 'machine-fonts'],
    },
  ],
});
