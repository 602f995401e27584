/** Google Tag Manager container ids look like `GTM-XXXXXXX`; anything else is ignored (it is interpolated into a script). */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/

export const isGtmId = (id: string | undefined): id is string => Boolean(id && GTM_ID_PATTERN.test(id))

/** GTM's loader snippet: the one inline script of the shop's pages (its hash is in the CSP, src/lib/csp.ts). */
export const gtmInitScript = (gtmId: string): string =>
  `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtmId}');`
