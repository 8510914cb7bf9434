import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts';

// npm run bench:selftest, its browser half: the bench's interaction measurement against the built site on
// local content, on the 375 px touch screen the bench measures on.
const PORT = 4411;
export const SITE = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: {
    command: 'node dist/server/main.js',
    cwd: path.join(import.meta.dirname, '../..'),
    url: `${SITE}/healthz`,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      CONTENT_PROVIDER: 'local',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'growthwise-selftest-')),
    },
  },
});
