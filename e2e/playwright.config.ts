import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { E2E_APP_URL, E2E_PORTS } from './support/ports';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Whole journeys on a 2-core machine that CI may share: generous, since speed is measured by `npm run bench`.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_APP_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recorded on the retry of a failure only: recording every test cost the browser suite minutes.
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx e2e/support/start-stack.ts',
    cwd: '..',
    url: `${E2E_APP_URL}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_APP_PORT: String(E2E_PORTS.app),
      E2E_SMTP_PORT: String(E2E_PORTS.smtp),
      E2E_MAIL_API_PORT: String(E2E_PORTS.mailApi),
    },
  },
});
