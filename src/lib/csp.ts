/**
 * The shop's Content-Security-Policy (issue 8 item 3). Only directives that cannot break the pages: no script or style
 * source list (Next's inline scripts, the Payload admin, images, the search client and the captcha's `blob:` workers
 * keep working), but forms may only post to the shop, the shop may only be framed by itself, `<base>` may not move
 * relative URLs and plugins are off. A punch-out session adds the platform's origins: the post-back URL to
 * `form-action` (the cart return), the buyer's hosts to `frame-ancestors` (the shop inside Coupa's frame).
 */

export type CspExtras = { formAction?: readonly string[]; frameAncestors?: readonly string[] }

/** `https://host`, `https://*.domain`, optional port (`:443`, `:*`); plain http only for localhost / 127.0.0.1 (tests). */
const SOURCE = /^(?:https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+|http:\/\/(?:localhost|127\.0\.0\.1))(?::(?:\d{1,5}|\*))?$/

/** A host source safe to put in the header (nothing that could end a directive or widen it to any host). */
export const isCspSource = (source: string): boolean => SOURCE.test(source)

const sources = (list: readonly string[] | undefined): string[] => [...new Set((list ?? []).map((s) => s.toLowerCase()).filter(isCspSource))]

export const CSP_HEADER = 'Content-Security-Policy'

export function contentSecurityPolicy(extra: CspExtras = {}): string {
  const directives: [string, string[]][] = [
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['form-action', ["'self'", ...sources(extra.formAction)]],
    ['frame-ancestors', ["'self'", ...sources(extra.frameAncestors)]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** The sources of a punch-out session: its post-back origin, and the buyer's allowed host patterns (issue 8 hosts). */
export function punchoutSources(postBackUrl: string, hostPatterns: readonly string[]): Required<CspExtras> {
  const origin = URL.canParse(postBackUrl) ? new URL(postBackUrl).origin : ''
  const hosts = hostPatterns.map((p) => p.toLowerCase()).flatMap((p) => (p === 'localhost' || p === '127.0.0.1' ? [`http://${p}:*`] : [`https://${p}`]))
  return { formAction: sources([origin, ...hosts]), frameAncestors: sources(hosts) }
}
