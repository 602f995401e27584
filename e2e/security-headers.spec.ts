/**
 * Security headers of the built server (request tests), and the storefront's pages under their Content-Security-Policy
 * in the browser: no violation on the home, a product page, a search, the login page and the contact form's captcha.
 */
import { expect, test, type Page } from '@playwright/test'

import { solveCaptcha } from './forms-helpers'
import { firstDisplayedProduct, SAME_ORIGIN } from './helpers'
import { resultsReady } from './search-helpers'

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  )

test.describe('security headers', () => {
  test('the home and a product page: nosniff, referrer policy, a CSP with default-src and script-src (no inline scripts)', async ({
    request,
  }) => {
    const product = await firstDisplayedProduct(request)
    for (const path of ['/', `/catalogues/produit/${product.slug}`]) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(200)
      const headers = res.headers()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      const csp = directives(headers['content-security-policy'] ?? '')
      expect(csp.get('default-src')).toEqual(["'self'"])
      expect(csp.get('script-src')).toContain("'self'")
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
      expect(csp.get('object-src')).toEqual(["'none'"])
      // served over plain http here: no HSTS
      expect(headers['strict-transport-security']).toBeUndefined()
    }
  })

  test('/cms/api/clients/me answers a session with Cache-Control: no-store', async ({ request }) => {
    const login = await request.post('/cms/api/clients/login', { data: { email: 'acheteur@demo.fr', password: 'Acheteur-demo-2026' } })
    expect(login.status()).toBe(200)
    const me = await request.get('/cms/api/clients/me', { headers: SAME_ORIGIN })
    expect((await me.json()).user).not.toBeNull()
    expect(me.headers()['cache-control']).toContain('no-store')
  })

  test('a foreign page cannot use the session cookie on /cms/api (Payload csrf list)', async ({ request }) => {
    await request.post('/cms/api/clients/login', { data: { email: 'acheteur@demo.fr', password: 'Acheteur-demo-2026' } })
    const foreign = await request.get('/cms/api/clients/me', { headers: { Origin: 'https://evil.example' } })
    expect((await foreign.json()).user).toBeNull()
  })
})

/** Next's pages router has started in the page (its scripts ran: a blocked script would leave it undefined). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady === true)

/** Collects CSP violations reported by the page and by the console. */
function watchViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|create)/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

test.describe('the storefront under its CSP', () => {
  test('home, product page, search and login load and hydrate without a CSP violation', async ({ page, request }) => {
    const violations = watchViolations(page)
    const product = await firstDisplayedProduct(request)
    await page.goto('/')
    await hydrated(page)
    await page.goto(`/catalogues/produit/${product.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await hydrated(page)
    // the search page queries the embedded search endpoint from the browser (connect-src 'self'); its first page comes
    // with the HTML, so the query typed next is the browser's
    await page.goto('/recherche?q=roulement')
    await hydrated(page)
    // the search code loads once the buyer reaches for the page (resultsReady moves the pointer there)
    await resultsReady(page)
    const searched = page.waitForResponse((res) => res.url().includes('/api/search/') && res.request().method() === 'POST')
    await page.locator('#results-search').fill('roulement skf')
    expect((await searched).status()).toBe(200)
    await page.goto('/se-connecter')
    await expect(page.getByLabel(/e-mail/i).first()).toBeVisible()
    await hydrated(page)
    expect(violations).toEqual([])
  })

  test('the French 404 (the app router, rendered per address) runs its inline scripts: they carry the response’s nonce', async ({
    page,
  }) => {
    const violations = watchViolations(page)
    const res = await page.goto('/page-qui-n-existe-pas')
    expect(res?.status()).toBe(404)
    const nonce = /'nonce-([^']+)'/.exec(res?.headers()['content-security-policy'] ?? '')?.[1]
    expect(nonce, 'a nonce in the 404’s policy').toBeTruthy()
    await page.waitForLoadState('load')
    // the inline scripts ran (they fill self.__next_f for the app router) and none was refused
    expect(await page.evaluate(() => Array.isArray((window as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true)
    expect(violations).toEqual([])
  })

  test('the contact form’s captcha solves its proof of work (blob: worker) without a CSP violation', async ({ page }) => {
    const violations = watchViolations(page)
    await page.goto('/contact')
    await solveCaptcha(page)
    expect(violations).toEqual([])
  })
})
