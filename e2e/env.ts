/** Settings the e2e server runs with (playwright.config.ts passes them to `next start`). */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789'
