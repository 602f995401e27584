import Script from 'next/script';

/** GTM container ids look like `GTM-XXXXXXX`; anything else is ignored (it is interpolated into a script). */
const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

export interface TagManagerProps {
  /** GTM container id, e.g. `process.env.NEXT_PUBLIC_GTM_ID`. */
  id?: string | undefined;
}

/** Google Tag Manager: renders nothing unless a valid container id is given. */
export function TagManager({ id: gtmId }: TagManagerProps) {
  if (!gtmId || !GTM_ID_PATTERN.test(gtmId)) return null;

  return (
    <>
      <Script id="gtm-init" strategy="afterInteractive">
        {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtmId}');`}
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
  );
}
