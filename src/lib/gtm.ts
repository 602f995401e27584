import { CONSENT_COOKIE, CONSENT_MONTHS, CONSENT_VERSION, CONSENT_WAIT_FOR_UPDATE_MS } from './consent/constants'

/** Google Tag Manager container ids look like `GTM-XXXXXXX`; anything else is ignored (it is interpolated into a script). */
const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/

export const isGtmId = (id: string | undefined): id is string => Boolean(id && GTM_ID_PATTERN.test(id))

/**
 * Consent Mode v2 before GTM's loader, in the same inline script so that nothing can run between them: the denied
 * default, then the visitor's stored choice as an update (src/lib/consent/consent.ts's parseConsent, in ES5).
 */
export const consentDefaultScript = (): string =>
  `(function(w,d){w.dataLayer=w.dataLayer||[];function g(){w.dataLayer.push(arguments)}` +
  `function s(a){return{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:a}}` +
  `var c=s('denied');c.wait_for_update=${CONSENT_WAIT_FOR_UPDATE_MS};g('consent','default',c);` +
  `var m=d.cookie.match(/(?:^|; )${CONSENT_COOKIE}=([^;]*)/);if(m){var p=new URLSearchParams(m[1]),a=p.get('analytics'),` +
  `t=new Date(p.get('date')||''),e=new Date(t.getTime()),n=new Date();e.setMonth(e.getMonth()+${CONSENT_MONTHS});` +
  `if(p.get('v')==='${CONSENT_VERSION}'&&(a==='granted'||a==='denied')&&t<=n&&e>n)g('consent','update',s(a))}})(window,document);`

/** GTM's loader snippet, after the consent default: the one inline script of the shop's pages (its hash is in the CSP, src/lib/csp.ts). */
export const gtmInitScript = (gtmId: string): string =>
  consentDefaultScript() +
  `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtmId}');`
