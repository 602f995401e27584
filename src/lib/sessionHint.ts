/**
 * A hint, readable before the first paint, that this browser holds a session (issue 33 item 4): the storefront's
 * pages are static and the same for everyone (a visitor's HTML), and the session itself is an HttpOnly cookie
 * (`payload-token`) that no script may read. Without a hint, a logged-in buyer saw « Se connecter » and « Connaitre le
 * prix » until `clients/me` answered, then the swap moved the page.
 *
 * The hint is the cookie `shop-session=1`: not a secret, not HttpOnly, and never trusted by the server for anything
 * (who the buyer is stays the session cookie's business). src/proxy.ts sets it on a document whose request carries
 * the session cookie and clears it on one that does not (login, logout and expiry included: an expired session cookie
 * is no longer sent); the header's session watch follows the session's answer in the browser (a login or a logout
 * without a full page load, an account answered as a visitor). The inline script below, first in the document's
 * head (src/pages/_document.tsx, allowed by its hash in src/lib/csp.ts), turns it into `<html data-session="buyer">`
 * before anything is painted; styles then hide the visitor's calls to action and show a spinner in their room
 * (`.session-visitor`, `.session-pending`, src/styles/globals.css).
 */
export const SESSION_HINT_COOKIE = 'shop-session'
const SESSION_HINT_ATTRIBUTE = 'data-session'
const SESSION_HINT_BUYER = 'buyer'

/** Kept in ES5 and tiny: it runs in the head, before the body is parsed. */
export const SESSION_HINT_SCRIPT =
  "(function(d){if(/(?:^|;\\s*)shop-session=1(?:;|$)/.test(d.cookie))d.documentElement.setAttribute('data-session','buyer')})(document)"

/** Whether a `Cookie` header value or `document.cookie` holds the hint. */
export const hasSessionHint = (cookies: string): boolean => /(?:^|;\s*)shop-session=1(?:;|$)/.test(cookies)

/** The hint's cookie attributes: the whole site, sent on top-level navigations, readable by the inline script. */
export const SESSION_HINT_OPTIONS = { path: '/', sameSite: 'lax', httpOnly: false } as const

/** In the browser: follow the session's answer (the cookie for the next full page load, the attribute for this one). */
export function followSession(loggedIn: boolean): void {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  if (loggedIn) {
    if (!hasSessionHint(document.cookie)) document.cookie = `${SESSION_HINT_COOKIE}=1; path=/; SameSite=Lax`
    root.setAttribute(SESSION_HINT_ATTRIBUTE, SESSION_HINT_BUYER)
  } else {
    if (hasSessionHint(document.cookie)) document.cookie = `${SESSION_HINT_COOKIE}=; path=/; Max-Age=0; SameSite=Lax`
    root.removeAttribute(SESSION_HINT_ATTRIBUTE)
  }
}
