import { defineConfig, devices } from '@playwright/test';
import { STACK, serverUrl } from './tests/e2e/stack-config.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium.ts';

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

const baseURL = serverUrl(STACK.offline);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    // A test runs at 1280 px; one tagged @mobile runs at 375 px instead, and one tagged @both at each, for what
    // the layout does differently there.
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      grep: /@mobile|@both/,
      use: {
        viewport: { width: 375, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    // The fakes and nine instances of the built site: offline; Contentful and Sanity each ok, empty, down; preview;
    // long lists.
    command: 'node tests/e2e/stack.ts',
    url: `${serverUrl(STACK.readyPort)}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
