import dynamic from 'next/dynamic'

// CONSENT_BANNER (next.config.mjs): '1' when NEXT_PUBLIC_GTM_ID or NEXT_PUBLIC_HUBSPOT_TRACKING_CODE is set at build
// time. Then the consent bar and its state come after hydration, in a chunk of their own (never server-rendered: no
// layout shift, no LCP candidate in the HTML); else the branch and the chunk leave the build.
const ConsentManager =
  process.env.CONSENT_BANNER === '1' ? dynamic(() => import('./ConsentManager').then((mod) => mod.ConsentManager), { ssr: false }) : null

/** Where _app puts the consent bar: nothing at all without a tracker needing consent. */
export function ConsentSlot() {
  return ConsentManager ? <ConsentManager /> : null
}
