export {}

declare global {
  interface Window {
    /** Google Tag Manager data layer (created by the GTM snippet or lazily by our route effects). */
    dataLayer?: unknown[]
  }
}
