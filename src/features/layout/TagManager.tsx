import Script from 'next/script'

import { gtmInitScript, isGtmId } from '@/lib/gtm'

export interface TagManagerProps {
  /** GTM container id, e.g. `publicEnv.NEXT_PUBLIC_GTM_ID`. */
  id?: string | undefined
}

/**
 * Google Tag Manager: renders nothing unless a valid container id is given. CONSENT_BANNER (next.config.mjs) is '' when
 * neither GTM nor HubSpot was set at build time: then the rest is dead code and the loader's text leaves the pages.
 */
export function TagManager({ id: gtmId }: TagManagerProps) {
  if (process.env.CONSENT_BANNER !== '1' || !isGtmId(gtmId)) return null

  return (
    <>
      <Script id="gtm-init" strategy="afterInteractive">
        {gtmInitScript(gtmId)}
      </Script>
      <noscript>
        <iframe
          src={`https://www.googletagmanager.com/ns.html?id=${gtmId}`}
          height="0"
          width="0"
          style={{ display: 'none', visibility: 'hidden' }}
          title="Google Tag Manager"
        />
      </noscript>
    </>
  )
}
