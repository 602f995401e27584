import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// Every page loads `_app`'s modules (header, cart panel, menus): they must not pull zod (≈26 KB compressed, measured
// by bench:lighthouse when the header's login link imported the login form's schema). Static imports only: `import type`
// and dynamic `import()` are not in the bundle.

const SRC = path.resolve(__dirname, '../../src')
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

/** What `entry` reaches by static imports: its source modules (relative to src) and the packages, each with its importer. */
function staticGraph(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const seen = new Set<string>()
  const packages = new Map<string, string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const local = resolve(file, spec!)
      if (local) visit(local)
      else if (!spec!.startsWith('.') && !spec!.startsWith('@/')) packages.set(spec!, path.relative(SRC, file))
    }
  }
  visit(entry)
  return { files: new Set([...seen].map((file) => path.relative(SRC, file))), packages }
}

/** The packages imported, statically, by `entry` and the source modules it reaches. */
const packagesOf = (entry: string): Map<string, string> => staticGraph(entry).packages

describe('_app bundle', () => {
  it('does not import zod (through the header, the cart panel or anything else every page loads)', () => {
    const packages = packagesOf(path.join(SRC, 'pages/_app.tsx'))
    expect(packages.size).toBeGreaterThan(3)
    expect(packages.get('zod'), `zod imported by ${packages.get('zod')}`).toBeUndefined()
  })

  // Sentry's browser SDK (≈25 KB compressed and more) is loaded with NEXT_PUBLIC_SENTRY_DSN only, by a dynamic import
  // after hydration (src/features/layout/useSentryBrowser.ts): never a static import of any page's first JavaScript.
  it('does not import Sentry statically (its SDK is a dynamic import after hydration)', () => {
    const packages = packagesOf(path.join(SRC, 'pages/_app.tsx'))
    const sentry = [...packages]
      .filter(([name]) => name.startsWith('@sentry/') || name.includes('plugin-sentry'))
      .map(([name, by]) => `${name} (imported by ${by})`)
    expect(sentry).toEqual([])
  })

  it('reaches the Sentry loader, which imports the SDK dynamically only', () => {
    const hook = fs.readFileSync(path.join(SRC, 'features/layout/useSentryBrowser.ts'), 'utf8')
    expect(fs.readFileSync(path.join(SRC, 'pages/_app.tsx'), 'utf8')).toContain('useSentryBrowser()')
    expect(hook).toMatch(/import\('@\/lib\/sentryBrowser'\)/)
    expect(packagesOf(path.join(SRC, 'lib/sentryBrowser.ts')).has('@sentry/nextjs')).toBe(true)
  })
})

// Axiom: every page loads _app, so its static imports must reach neither next-axiom nor Axiom's
// packages (@axiomhq/js and friends: tens of KB). The web-vitals reporter is a dynamic import behind a build-time flag
// (AXIOM_BROWSER_REPORTING, set by next.config.mjs only with AXIOM_*): loaded after hydration, and without a package.
describe('_app and Axiom', () => {
  const isAxiom = (name: string) => name === 'next-axiom' || name.startsWith('next-axiom/') || name.startsWith('@axiomhq/')

  it('its static imports reach neither next-axiom nor @axiomhq/*', () => {
    const packages = packagesOf(path.join(SRC, 'pages/_app.tsx'))
    expect(packages.size).toBeGreaterThan(3)
    const found = [...packages].filter(([name]) => isAxiom(name)).map(([name, by]) => `${name} (imported by ${by})`)
    expect(found).toEqual([])
  })

  it('loads the reporter only dynamically, behind the build-time flag, and the reporter imports no package', () => {
    const app = fs.readFileSync(path.join(SRC, 'pages/_app.tsx'), 'utf8')
    const reporter = path.join(SRC, 'lib/axiom/reporter.ts')
    expect([...app.matchAll(/['"]@\/lib\/axiom\/reporter['"]/g)]).toHaveLength(1)
    expect(app).toMatch(/process\.env\.AXIOM_BROWSER_REPORTING === '1'\s*\?[^?]{0,200}import\('@\/lib\/axiom\/reporter'\)/)
    expect([...packagesOf(reporter).keys()]).toEqual([])
  })
})

// The listings and the results page show the server's first page and load the search (react-instantsearch, its helper,
// the search client: 22 KB compressed, measured by bench:lighthouse) only when a buyer acts: their static views must not
// import it, not even through a view module shared with the running search (facets, filter panel, empty state).
describe('listing and results pages before a buyer acts', () => {
  const SEARCH_PACKAGES = [
    'react-instantsearch',
    'react-instantsearch-core',
    'instantsearch.js',
    'algoliasearch',
    'algoliasearch-helper',
    'search-insights',
  ]
  it.each([
    'features/catalogue/AllProductsPage.tsx',
    'features/catalogue/CataloguePage.tsx',
    'features/catalogue/CategoryPage.tsx',
    'features/catalogue/BrandPage.tsx',
    'features/search/results/SearchResultsPage.tsx',
  ])('%s does not import the search', (entry) => {
    const packages = packagesOf(path.join(SRC, entry))
    expect(packages.size).toBeGreaterThan(1)
    const found = SEARCH_PACKAGES.filter((name) => packages.has(name)).map((name) => `${name} (imported by ${packages.get(name)})`)
    expect(found).toEqual([])
  })
})

describe('product page bundle', () => {
  // Radix's tooltip (≈38 KB, measured unused by bench:lighthouse on the product page) is replaced by the small
  // TooltipLink of the visitor's price button
  it('does not import a tooltip or positioning library', () => {
    const packages = packagesOf(path.join(SRC, 'pages/catalogues/produit/[slug].tsx'))
    expect(packages.size).toBeGreaterThan(3)
    const heavy = [...packages]
      .filter(([name]) => /^@radix-ui\/react-(tooltip|popper)|^@floating-ui\//.test(name))
      .map(([name, by]) => `${name} (imported by ${by})`)
    expect(heavy).toEqual([])
  })
})

// Consent and HubSpot: every page loads _app, which reaches the consent bar only through ConsentSlot's
// dynamic import behind the build-time flag CONSENT_BANNER, and the bar reaches HubSpot's loader only through a dynamic
// import behind HUBSPOT_BROWSER_CODE: built without GTM and HubSpot, no page holds consent or HubSpot code.
describe('_app, the consent bar and HubSpot', () => {
  const filesOf = (entry: string): Set<string> => staticGraph(entry).files

  it('_app reaches ConsentSlot, and neither the bar nor HubSpot’s loader statically', () => {
    const files = filesOf(path.join(SRC, 'pages/_app.tsx'))
    expect(files).toContain('features/consent/ConsentSlot.tsx')
    const consent = [...files].filter((file) => file.startsWith('features/consent/') || file.startsWith('lib/consent/'))
    // GTM's inline script shares the cookie's name and the durations (values only)
    expect(consent.sort()).toEqual(['features/consent/ConsentSlot.tsx', 'lib/consent/constants.ts'])
    expect(fs.readFileSync(path.join(SRC, 'features/layout/TagManager.tsx'), 'utf8')).toMatch(
      /if \(process\.env\.CONSENT_BANNER !== '1' \|\|/,
    )
  })

  it('the slot imports the bar dynamically behind CONSENT_BANNER; the bar imports HubSpot’s loader dynamically behind HUBSPOT_BROWSER_CODE', () => {
    const slot = fs.readFileSync(path.join(SRC, 'features/consent/ConsentSlot.tsx'), 'utf8')
    expect(slot).toMatch(/process\.env\.CONSENT_BANNER === '1'\s*\?\s*dynamic\(\(\) => import\('\.\/ConsentManager'\)/)
    const manager = path.join(SRC, 'features/consent/ConsentManager.tsx')
    expect(filesOf(manager)).not.toContain('features/consent/hubspot.ts')
    const source = fs.readFileSync(manager, 'utf8')
    const loads = [...source.matchAll(/import\('\.\/hubspot'\)/g)]
    expect(loads.length).toBeGreaterThan(0)
    for (const load of loads) {
      const before = source.slice(Math.max(0, load.index - 200), load.index)
      expect(before).toMatch(/if \(process\.env\.HUBSPOT_BROWSER_CODE\) \{[^}]*$/)
    }
    expect(source).not.toMatch(/hs-scripts\.com|process\.env\.NEXT_PUBLIC_HUBSPOT/)
  })

  it('next.config.mjs hands both flags to the bundler, always defined (an undefined one would stay a run-time lookup)', () => {
    const config = fs.readFileSync(path.join(SRC, '../next.config.mjs'), 'utf8')
    expect(config).toMatch(/CONSENT_BANNER: consentBanner \? '1' : ''/)
    expect(config).toMatch(/HUBSPOT_BROWSER_CODE: hubspotCode/)
    expect(config).toMatch(/const hubspotCode = process\.env\.NEXT_PUBLIC_HUBSPOT_TRACKING_CODE \?\? ''/)
  })
})

// Card payment: Stripe.js and its React bindings are loaded only by the card step, which CheckoutForm
// imports with next/dynamic when the buyer goes on to pay by card. No page's static imports reach them — not _app, not
// the cart page, not the checkout form itself — and the server's `stripe` package never reaches the browser.
describe('Stripe only in the card step', () => {
  const isStripe = (name: string) => name === 'stripe' || name.startsWith('@stripe/')
  const pages = fs
    .readdirSync(path.join(SRC, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx$/.test(file) && !file.startsWith('api'))

  it.each(pages)('pages/%s does not import Stripe statically', (page) => {
    const found = [...packagesOf(path.join(SRC, 'pages', page))]
      .filter(([name]) => isStripe(name))
      .map(([name, by]) => `${name} (imported by ${by})`)
    expect(found).toEqual([])
  })

  it.each(['features/cart/CartPageContent.tsx', 'features/cart/CheckoutForm.tsx'])(
    '%s (the checkout before the card step) does not import Stripe',
    (entry) => {
      const packages = packagesOf(path.join(SRC, entry))
      expect(packages.size).toBeGreaterThan(1)
      expect([...packages.keys()].filter(isStripe)).toEqual([])
    },
  )

  it('the checkout form loads the card step by a dynamic import, and the card step is where Stripe.js is', () => {
    expect(fs.readFileSync(path.join(SRC, 'features/cart/CheckoutForm.tsx'), 'utf8')).toMatch(
      /dynamic\(\(\) => import\('\.\/CardPayment'\)/,
    )
    const card = packagesOf(path.join(SRC, 'features/cart/CardPayment.tsx'))
    expect(card.has('@stripe/stripe-js')).toBe(true)
    expect(card.has('@stripe/react-stripe-js')).toBe(true)
    expect(card.has('stripe')).toBe(false)
  })
})

// The cart's door (src/features/cart/index.ts): webpack keeps every module a barrel re-exports unless it can prove it
// free of side effects (a top-level object or store is enough to keep it), so whoever imports the door gets all of it.
// The header imports it: it may re-export only what `_app` loads anyway, and never a module loaded on demand.
describe('the cart’s door', () => {
  const filesOf = (entry: string): Set<string> => staticGraph(entry).files

  it('reaches only modules that _app already loads', () => {
    const app = filesOf(path.join(SRC, 'pages/_app.tsx'))
    expect(app).toContain('features/cart/index.ts')
    expect([...filesOf(path.join(SRC, 'features/cart/index.ts'))].filter((file) => !app.has(file))).toEqual([])
  })

  it('does not re-export the modules loaded on demand', () => {
    const door = fs.readFileSync(path.join(SRC, 'features/cart/index.ts'), 'utf8')
    for (const lazy of [
      'CartRuntime',
      'PunchoutRuntime',
      'AddToCart',
      'CardBuy',
      'CardPayment',
      'CartPanel',
      'CartPage',
      'CartPageContent',
      'CheckoutForm',
      'LogoutButton',
      'AddLineButton',
      'ReorderButton',
    ]) {
      expect(door).not.toMatch(new RegExp(`from '\\./${lazy}'`))
    }
  })
})
