import { ROUTES } from '@/lib/routes'

/**
 * Where to go after logging in: only a path of this shop (`/…`, never `//host` or `/\\host`, no scheme), else home.
 * Guards against open redirects through `/se-connecter?redirect=…`. The path is checked again once normalised
 * (`/.//evil.example` becomes `//evil.example`) and once percent-decoded (`/%2F%2Fevil.example`).
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  const raw = Array.isArray(value) ? value[0] : value
  if (typeof raw !== 'string' || raw.length > 2048) return fallback
  if (!raw.startsWith('/') || startsOffSite(raw)) return fallback
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback
  try {
    const url = new URL(raw, 'http://boutique.invalid')
    if (url.origin !== 'http://boutique.invalid') return fallback
    const path = url.pathname + url.search + url.hash
    if (startsOffSite(url.pathname)) return fallback
    if (url.pathname.startsWith(ROUTES.login)) return fallback
    return path
  } catch {
    return fallback
  }
}

/** `//host`, `/\\host`, or the same once percent-decoded (up to three times): a browser or a proxy may read it as a host. */
function startsOffSite(path: string): boolean {
  let current = path
  for (let round = 0; round < 4; round += 1) {
    if (/^[/\\]{2}/.test(current)) return true
    let decoded: string
    try {
      decoded = decodeURIComponent(current)
    } catch {
      return true
    }
    if (decoded === current) return false
    current = decoded
  }
  return true
}
