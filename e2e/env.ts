/** Settings the e2e server runs with (playwright.config.ts passes them to `next start`). */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789'
/** Production requires PAYLOAD_SECRET: the e2e build and server share this one (scripts/e2e.mjs sets the same). */
export const E2E_PAYLOAD_SECRET = 'e2e-payload-secret-not-for-production-0123456789'
