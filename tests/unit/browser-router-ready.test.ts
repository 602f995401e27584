/**
 * A static page's router is ready when it hydrates: next.config.mjs has no rewrites and the browser's bundle does not
 * know the proxy's matchers, so the pages router neither replaces the address once hydrated (a data request and the
 * whole page rendered again in one long task) nor fetches page data for its link prefetches. The browser's Axiom
 * paths, which a next.config rewrite used to serve, are rewritten by the proxy.
 */
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { AXIOM_LOGS_PATH, AXIOM_WEB_VITALS_PATH } from '@/lib/axiom/paths'
import { config as proxyConfig, proxy } from '@/proxy'

import config, { BROWSER_PROXY_MATCHERS } from '../../next.config.mjs'

const MATCHERS = 'process.env.__NEXT_MIDDLEWARE_MATCHERS'
class DefinePlugin {
  constructor(public definitions: Record<string, string>) {}
}
class IgnorePlugin {
  constructor(public options: unknown) {}
}
const webpackConfig = () => ({ plugins: [new DefinePlugin({ [MATCHERS]: JSON.stringify([{ regexp: '^/.*$' }]), other: '1' })] })
type Built = { plugins: unknown[] }
const build = (isServer: boolean) =>
  (config.webpack as (c: unknown, o: unknown) => Built)(webpackConfig(), { isServer, dev: false, webpack: { IgnorePlugin } })
const matchersOf = (built: Built) => (built.plugins.find((p) => p instanceof DefinePlugin) as DefinePlugin).definitions[MATCHERS]

describe('the browser’s router is ready at hydration', () => {
  it('next.config.mjs has no rewrites (any rewrite makes every static page replace its address once hydrated)', () => {
    expect(config.rewrites).toBeUndefined()
  })

  it('the browser’s bundle is built without the proxy’s matchers; the server’s keeps them', () => {
    expect(BROWSER_PROXY_MATCHERS).toEqual([])
    expect(matchersOf(build(false))).toBe('[]')
    expect(matchersOf(build(true))).toBe(JSON.stringify([{ regexp: '^/.*$' }]))
  })

  it('a build fails loudly if Next stops defining the matchers (the pages would quietly replace their address again)', () => {
    expect(() =>
      (config.webpack as (c: unknown, o: unknown) => unknown)({ plugins: [] }, { isServer: false, dev: false, webpack: { IgnorePlugin } }),
    ).toThrow(/__NEXT_MIDDLEWARE_MATCHERS/)
  })

  it.each([
    [AXIOM_WEB_VITALS_PATH, '/api/axiom/web-vitals'],
    [AXIOM_LOGS_PATH, '/api/axiom/logs'],
  ])('the proxy rewrites %s to %s', (path, target) => {
    expect(new RegExp(`^${proxyConfig.matcher[0]!.replace(':path*', '.*')}$`).test(path)).toBe(true)
    const response = proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { method: 'POST' }))
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe(target)
  })
})
