import { webVitalsHandler } from '@/server/ops/axiomRoutes'

// a malformed body gets our own { code, message } (sendBeacon posts the JSON array as text)
export const config = { api: { bodyParser: false } }

/** POST /_axiom/web-vitals (rewritten here): the page's web vitals to Axiom; 404 without AXIOM_* (src/server/ops/axiomRoutes.ts). */
export default webVitalsHandler
