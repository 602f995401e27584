import { describe, expect, it } from 'vitest'

import config from '../../next.config.mjs'

type HeaderRule = { source: string; headers: { key: string; value: string }[] }

const rulesWith = (rules: HeaderRule[], key: string) => rules.filter((rule) => rule.headers.some((header) => header.key === key))

describe('response headers (next.config.mjs)', () => {
  it('asks for the colour-scheme client hint on the admin only: no Critical-CH retry on the shop pages', async () => {
    const rules = (await config.headers!()) as HeaderRule[]
    const critical = rulesWith(rules, 'Critical-CH')
    expect(critical.length).toBeGreaterThan(0)
    for (const rule of critical) expect(rule.source).toBe('/admin/:path*')
    expect(rulesWith(rules, 'Accept-CH').every((rule) => rule.source === '/admin/:path*')).toBe(true)
  })
})
