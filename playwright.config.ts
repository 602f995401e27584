import { defineConfig, devices } from '@playwright/test'

import { E2E_PAYLOAD_SECRET, E2E_REVALIDATE_SECRET, E2E_STRIPE } from './e2e/env'
import { chromiumPath } from './scripts/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`
// the card payment server (same build and database, Stripe settings) and its stand-in for Stripe's API: e2e/env.ts
const stripePort = port + 1
const stripeApiPort = port + 2

// Debian's chromium, never a downloaded browser; flags keep it off the (closed) network.
const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions },
      // tools used from a desktop only (the CMS admin) are checked once, in the desktop project
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: [
    {
      command: `npx next start -H 127.0.0.1 -p ${port}`,
      url: `${baseURL}/cms/api/globals/site-settings`,
      timeout: 120_000,
      // `npm test` (scripts/e2e.mjs) always starts its own server on the fresh build; a direct `npx playwright test` may reuse one
      reuseExistingServer: !process.env.CI && !process.env.E2E_FRESH_SERVER,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        DATABASE_URL: process.env.DATABASE_URL ?? 'file:./data/e2e.db',
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
        NEXT_PUBLIC_APP_URL: baseURL,
        REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? E2E_PAYLOAD_SECRET,
        // every test reads its fixtures from 127.0.0.1: one address, far above a visitor's CMS reads
        CMS_READ_UNITS_PER_MINUTE: '1000000',
      },
    },
    {
      command: 'node e2e/stripe-standin.mjs',
      url: `http://127.0.0.1:${stripeApiPort}/`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI && !process.env.E2E_FRESH_SERVER,
      env: { E2E_STRIPE_PORT: String(stripeApiPort) },
    },
    {
      // e2e/checkout-card.spec.ts only: the same build with the card payment settings, read at run time on the server (the
      // publishable key reaches the browser in the intent's reply; CSP from src/proxy.ts per request), on its own copy of
      // the e2e database (scripts/e2e.mjs): two servers writing one SQLite file fail each other's writes ('database is
      // locked'), and each runs its own jobs
      command: `npx next start -H 127.0.0.1 -p ${stripePort}`,
      url: `http://127.0.0.1:${stripePort}/cms/api/globals/site-settings`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI && !process.env.E2E_FRESH_SERVER,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        DATABASE_URL: process.env.E2E_CARD_DATABASE_URL ?? 'file:./data/e2e-card.db',
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
        NEXT_PUBLIC_APP_URL: `http://127.0.0.1:${stripePort}`,
        REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? E2E_PAYLOAD_SECRET,
        // every test reads its fixtures from 127.0.0.1: one address, far above a visitor's CMS reads
        CMS_READ_UNITS_PER_MINUTE: '1000000',
        ...E2E_STRIPE,
        STRIPE_API_URL: `http://127.0.0.1:${stripeApiPort}`,
      },
    },
  ],
})
