/**
 * The session hint (src/lib/sessionHint.ts, issue 33 item 4): the inline script marks `<html data-session="buyer">`
 * before the first paint exactly when the browser holds `shop-session=1`; the policy of every storefront page allows
 * that script by its hash.
 */
import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from '@/lib/csp'
import { hasSessionHint, SESSION_HINT_SCRIPT } from '@/lib/sessionHint'

/** Runs the inline script against a document with these cookies; the attribute it sets, if any. */
function runHint(cookie: string): string | undefined {
  const attributes: Record<string, string> = {}
  const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } }
  new Function('document', SESSION_HINT_SCRIPT)(document)
  return attributes['data-session']
}

describe('the session hint', () => {
  it.each([
    ['shop-session=1', 'buyer'],
    ['a=b; shop-session=1', 'buyer'],
    ['shop-session=1; a=b', 'buyer'],
    ['', undefined],
    ['shop-session=0', undefined],
    ['shop-session=', undefined],
    ['my-shop-session=1', undefined],
    ['shop-session=12', undefined],
  ])('cookies « %s »: data-session=%s', (cookie, expected) => {
    expect(runHint(cookie)).toBe(expected)
    expect(hasSessionHint(cookie)).toBe(expected === 'buyer')
  })

  it('is allowed by its hash in the storefront pages’ policy (production), not by unsafe-inline', () => {
    const hash = `'sha256-${createHash('sha256').update(SESSION_HINT_SCRIPT).digest('base64')}'`
    const scriptSrc = contentSecurityPolicy({}, { development: false })
      .split(';')
      .find((d) => d.trim().startsWith('script-src'))!
    expect(scriptSrc.split(/\s+/)).toContain(hash)
    expect(scriptSrc).not.toContain("'unsafe-inline'")
  })
})
