import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { serverImports, staticImports } from '../../scripts/server-imports.mjs'

// Issue 30 §2, §3: Payload is handed in. src/server/http/payload.ts is the only server file that imports the CMS config;
// nothing the config loads (its collections, hooks, endpoints, jobs) imports it back; and the files of src/server
// import each other without a cycle. Read from the static imports (what loads when a module is evaluated).

const ROOT = path.resolve(__dirname, '../..')
const SRC = path.join(ROOT, 'src')

describe('the server modules and the CMS config', () => {
  const { configCircle, configImporters, cycles } = serverImports(SRC)

  it('only src/server/http/payload.ts imports @payload-config', () => {
    expect(configImporters).toEqual(['server/http/payload.ts'])
  })

  it('nothing the config loads imports the config back', () => {
    expect(configCircle.map((chain) => chain.join(' → '))).toEqual([])
  })

  it('no import cycle between files of src/server', () => {
    expect(cycles.map((cycle) => cycle.join(' → '))).toEqual([])
  })
})

describe('the check fires', () => {
  const at = (file: string) => path.join(SRC, file)
  const config = at('payload.config.ts')

  it('on a hook that reaches Payload’s instance, whatever the spelling (@/, relative, re-export)', () => {
    for (const spelling of [
      "import { cms } from '@/server/http/payload'\n",
      "import { cms } from '../http/payload'\n",
      "export { cms } from '../http/payload'\n",
    ]) {
      const { configCircle } = serverImports(SRC, {
        [config]: "import { Devis } from './cms/collections/Devis'\n",
        [at('cms/collections/Devis.ts')]: "import { afterChange } from '../hooks/quotes'\n",
        [at('cms/hooks/quotes.ts')]: "import { notify } from '@/server/quotes/notices'\n",
        [at('server/quotes/notices.ts')]: spelling,
        [at('server/http/payload.ts')]: "import config from '@payload-config'\n",
      })
      expect(configCircle).toEqual([
        ['payload.config.ts', 'cms/collections/Devis.ts', 'cms/hooks/quotes.ts', 'server/quotes/notices.ts', 'server/http/payload.ts'],
      ])
    }
  })

  it('not on a type import or a load on call (import())', () => {
    const { configCircle } = serverImports(SRC, {
      [config]: "import { jobs } from './server/jobs/config'\n",
      [at('server/jobs/config.ts')]:
        "import type { Payload } from '@/server/http/payload'\nimport { type Cms, type Other } from '@/server/http/payload'\nconst open = () => import('@/server/http/payload')\n",
      [at('server/http/payload.ts')]: "import config from '@payload-config'\n",
    })
    expect(configCircle).toEqual([])
  })

  it('on a second server file importing the config, and on a cycle between server files', () => {
    const { configImporters, cycles } = serverImports(SRC, {
      [at('server/http/payload.ts')]: "import config from '@payload-config'\n",
      [at('server/cart/products.ts')]:
        "import config from '@payload-config'\nimport { companyOf } from '@/server/part-numbers/partNumbers'\n",
      [at('server/part-numbers/partNumbers.ts')]: "import { productNotFound } from '../cart/products'\n",
    })
    expect(configImporters.sort()).toEqual(['server/cart/products.ts', 'server/http/payload.ts'])
    expect(cycles).toEqual([['server/cart/products.ts', 'server/part-numbers/partNumbers.ts', 'server/cart/products.ts']])
  })

  it('reads value imports and skips type-only ones', () => {
    expect(
      staticImports(
        "import a from 'a'\nimport type { B } from 'b'\nimport { type C } from 'c'\nimport { type D, e } from 'd'\nexport * from 'f'\nimport 'g'\n",
      ),
    ).toEqual(['a', 'd', 'f', 'g'])
  })
})
