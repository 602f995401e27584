import fs from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The layers' allowed imports (eslint.config.mjs, `no-restricted-imports`): server code (src/server, src/cms, the API
// routes of src/pages/api) and the shared contracts (src/lib) never import the screens (src/features); the screens never import src/server or src/cms.
// Each case lints a one-line fixture as if it were a file of that folder.

const ROOT = path.resolve(__dirname, '../..')
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT })
})

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('no-restricted-imports: server code and lib never import features', () => {
  it.each([
    ['src/server/fixture.ts', "import type { HomeCard } from '@/features/home/HomePage'\nexport type X = HomeCard\n"],
    ['src/server/catalogue/fixture.ts', "import { Pagination } from '@/features/search/listing/Pagination'\nexport const x = Pagination\n"],
    [
      'src/server/catalogue/fixture.ts',
      "import { Pagination } from '../../features/search/listing/Pagination'\nexport const x = Pagination\n",
    ],
    ['src/lib/fixture.ts', "import type { Crumb } from '@/features/ui/Breadcrumbs'\nexport type X = Crumb\n"],
    ['src/lib/fixture.ts', "import type { Crumb } from '../features/ui/Breadcrumbs'\nexport type X = Crumb\n"],
    ['src/lib/search/fixture.ts', "export { SearchBar } from '@/features/search/SearchBar'\n"],
    ['src/cms/fixture.ts', "import { CaptchaField } from '@/features/forms/CaptchaField'\nexport const x = CaptchaField\n"],
    ['src/cms/hooks/fixture.ts', "import { CaptchaField } from '../../features/forms/CaptchaField'\nexport const x = CaptchaField\n"],
    [
      'src/pages/api/fixture.ts',
      "import { NewsletterSection } from '@/features/newsletter/NewsletterSection'\nexport const x = NewsletterSection\n",
    ],
  ])('%s: %s is refused', async (file, code) => {
    const messages = await restricted(file, code)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/ne doi(t|vent) pas importer features\//)
  })

  it.each([
    ['src/server/fixture.ts', "import { ROUTES } from '@/lib/routes'\nexport const x = ROUTES\n"],
    ['src/lib/fixture.ts', "import { ROUTES } from './routes'\nexport const x = ROUTES\n"],
    ['src/features/catalogue/fixture.ts', "import { PAGE_SIZE } from '@/lib/catalogue/listing'\nexport const x = PAGE_SIZE\n"],
    ['src/pages/fixture.tsx', "import { HomePage } from '@/features/home/HomePage'\nexport default HomePage\n"],
    ['src/features/catalogue/fixture.ts', "import { SortSelect } from './SortSelect'\nexport const x = SortSelect\n"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await restricted(file, code)).toEqual([])
  })
})

describe('no-restricted-imports: features never import server or cms (unchanged)', () => {
  it.each([
    ['src/features/cart/fixture.ts', "import { erp } from '@/server/erp'\nexport const x = erp\n"],
    ['src/features/content/fixture.ts', "import { Pages } from '@/cms/collections/Pages'\nexport const x = Pages\n"],
  ])('%s: %s is refused', async (file, code) => {
    const messages = await restricted(file, code)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/features\/ ne doit pas importer cms\/ ni server\//)
  })
})

// The rule above, read from the sources themselves (cheaper than linting every file): no import of src/server,
// src/lib, src/cms or src/pages/api resolves into src/features, whatever its spelling.
describe('the code has no such import', () => {
  const SRC = path.join(ROOT, 'src')
  const FEATURES = path.join(SRC, 'features')
  const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name)
      return e.isDirectory() ? files(p) : /\.(ts|tsx|js|mjs)$/.test(e.name) ? [p] : []
    })

  it.each(['server', 'lib', 'cms', 'pages/api'])('src/%s', (folder) => {
    const found: string[] = []
    for (const file of files(path.join(SRC, folder))) {
      for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const target = spec!.startsWith('@/')
          ? path.join(SRC, spec!.slice(2))
          : spec!.startsWith('.')
            ? path.resolve(path.dirname(file), spec!)
            : null
        if (target && (target === FEATURES || target.startsWith(FEATURES + path.sep))) found.push(`${path.relative(ROOT, file)} → ${spec}`)
      }
    }
    expect(found).toEqual([])
  })
})

// The cart's door (src/features/cart/index.ts): outside src/features/cart, the cart is imported as '@/features/cart';
// its inner files only by the cart itself and by the tests, or loaded on demand by a dynamic import. No exception.
describe('no-restricted-imports: the cart is imported by its door', () => {
  it.each([
    ['src/features/account/fixture.ts', "import { useCartPanel } from '@/features/cart/cartPanel'\nexport const x = useCartPanel\n"],
    ['src/features/product/fixture.ts', "import { localCart } from '@/features/cart/rules/localCart'\nexport const x = localCart\n"],
    ['src/features/punchout/fixture.ts', "import { useCart } from '../cart/CartProvider'\nexport const x = useCart\n"],
    ['src/pages/fixture.tsx', "import { CartPanel } from '@/features/cart/CartPanel'\nexport default CartPanel\n"],
    ['src/stores/fixture.ts', "import { useCart } from '../features/cart/CartProvider'\nexport const x = useCart\n"],
    // once on the exceptions' list, now refused: the cart page, the current order, the cart calls and busy state
    ['src/features/account/fixture.ts', "import { useCartCalls } from '@/features/cart/useCartCalls'\nexport const x = useCartCalls\n"],
    ['src/features/account/fixture.ts', "import { useCartBusy } from '../cart/useCartBusy'\nexport const x = useCartBusy\n"],
    ['src/features/punchout/fixture.ts', "import type { CartStore } from '@/features/cart/cartStore'\nexport type X = CartStore\n"],
    ['src/pages/fixture.tsx', "import { CartPage } from '@/features/cart/CartPage'\nexport default CartPage\n"],
    [
      'src/features/account/fixture.ts',
      "import { useCurrentOrder } from '@/features/cart/useCurrentOrder'\nexport const x = useCurrentOrder\n",
    ],
    ['src/features/product/fixture.ts', "export { LogoutButton } from '@/features/cart/LogoutButton'\n"],
  ])('%s: %s is refused', async (file, code) => {
    const messages = await restricted(file, code)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/Importer le panier par sa porte, '@\/features\/cart'/)
  })

  it.each([
    ['src/features/account/fixture.ts', "import { useCartPanel } from '@/features/cart'\nexport const x = useCartPanel\n"],
    ['src/pages/fixture.tsx', "import { CartProvider } from '@/features/cart'\nexport default CartProvider\n"],
    ['src/features/cart/fixture.ts', "import { localCart } from './rules/localCart'\nexport const x = localCart\n"],
    ['src/features/cart/fixture.ts', "import { useCart } from '@/features/cart/CartProvider'\nexport const x = useCart\n"],
    ['tests/unit/fixture.test.ts', "import { localCart } from '@/features/cart/rules/localCart'\nexport const x = localCart\n"],
    // loaded on demand: a dynamic import is the other way in
    [
      'src/pages/fixture.tsx',
      "import dynamic from 'next/dynamic'\nexport default dynamic(() => import('@/features/cart/CartPage').then((m) => m.CartPage))\n",
    ],
    // what other features read of the cart's activity is a feature of its own, below the cart
    ['src/features/account/fixture.ts', "import { useCartBusy } from '@/features/cart-status/useCartBusy'\nexport const x = useCartBusy\n"],
    // the cart's pure rules and contracts that other features share live in src/lib/cart/
    ['src/features/product/fixture.ts', "import { priceDisplay } from '@/lib/cart/priceDisplay'\nexport const x = priceDisplay\n"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await restricted(file, code)).toEqual([])
  })

  it('the door of a feature still refuses server/ (both rules hold together)', async () => {
    const messages = await restricted('src/features/account/fixture.ts', "import { erp } from '@/server/erp'\nexport const x = erp\n")
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/features\/ ne doit pas importer cms\/ ni server\//)
  })
})
