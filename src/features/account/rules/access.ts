import { safeRedirect } from '@/features/session/safeRedirect'

/** Where a visitor of an account page is sent: the login page, which brings them back (no open redirect: safeRedirect). */
export function loginUrlFor(asPath: string): string {
  const back = safeRedirect(asPath, '/mon-compte')
  return `/se-connecter?redirect=${encodeURIComponent(back)}`
}
