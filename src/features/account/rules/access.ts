import { safeRedirect } from '@/features/session/safeRedirect'
import { loginPath, ROUTES } from '@/lib/routes'

/** Where a visitor of an account page is sent: the login page, which brings them back (no open redirect: safeRedirect). */
export function loginUrlFor(asPath: string): string {
  const back = safeRedirect(asPath, ROUTES.account)
  return loginPath(back)
}
