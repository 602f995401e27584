/**
 * Post-back hosts of a punch-out buyer: patterns such as `*.coupahost.com` (any subdomain, not the bare domain) or an
 * exact host, matched against an https URL only — the cart (with prices) is never posted to plain http or elsewhere.
 * Exception for local tests: an exact `localhost` / `127.0.0.1` pattern also allows http on that machine.
 */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const HOST_PATTERN = new RegExp(`^(\\*\\.)?${LABEL}(\\.${LABEL})+$`, 'i')

const LOCAL = new Set(['localhost', '127.0.0.1'])

export const isHostPattern = (pattern: string): boolean => HOST_PATTERN.test(pattern.trim()) || LOCAL.has(pattern.trim().toLowerCase())

export const parseHostPatterns = (text: string | null | undefined): string[] =>
  String(text ?? '')
    .split('\n')
    .map((l) => l.trim().toLowerCase())
    .filter(isHostPattern)

function hostMatches(host: string, pattern: string): boolean {
  const h = host.toLowerCase()
  const p = pattern.toLowerCase()
  return p.startsWith('*.') ? h.endsWith(p.slice(1)) && h.length > p.length - 1 : h === p
}

/**
 * Is `url` an https URL on the default port (443: no other service of an allowed host receives the cart) whose host one
 * of `patterns` allows? A local http stand-in (localhost / 127.0.0.1) may use any port.
 */
export function isAllowedPostBack(url: string, patterns: readonly string[]): boolean {
  if (!URL.canParse(url)) return false
  const u = new URL(url)
  const local = u.protocol === 'http:' && LOCAL.has(u.hostname)
  if ((u.protocol !== 'https:' && !local) || u.username || u.password) return false
  if (!local && u.port !== '') return false
  return patterns.some((p) => hostMatches(u.hostname, p))
}
