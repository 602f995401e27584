import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { featureImports } from '../../scripts/feature-imports.mjs'

// Imports between feature folders go one way (docs/architecture.md, "Directions between features"): when two features
// need the same piece, it moves to the lower one, to a neutral feature or to src/lib/<domain>/, never both ways.
// Read from the import statements of src/features/** (static, `import type` and `import()` alike).

const ROOT = path.resolve(__dirname, '../..')
const SRC = path.join(ROOT, 'src')

const show = (edges: Map<string, string[]>, [a, b]: string[]) => [
  `${a} ↔ ${b}`,
  ...(edges.get(`${a} → ${b}`) ?? []),
  ...(edges.get(`${b} → ${a}`) ?? []),
]

describe('the feature folders of src/features', () => {
  const { edges, pairs, cycles } = featureImports(SRC)

  it('are read (the graph is not empty)', () => {
    expect(edges.size).toBeGreaterThan(10)
    expect(edges.has('layout → cart')).toBe(true)
  })

  it('never import each other both ways', () => {
    expect(pairs.flatMap((pair) => show(edges, pair))).toEqual([])
  })

  it('have no longer cycle either', () => {
    expect(cycles.map((cycle) => cycle.join(' → '))).toEqual([])
  })
})

describe('the check fires', () => {
  const at = (file: string) => path.join(SRC, 'features', file)

  it('on two features importing each other, whatever the spelling (@/, relative, type, dynamic)', () => {
    for (const [a, b] of [
      ["import { useCart } from '@/features/cart'\n", "import { PriceText } from '@/features/product/PriceText'\n"],
      ["import type { X } from '../cart/types'\n", "export { Y } from '../product/Y'\n"],
      ["const AddToCart = dynamic(() => import('@/features/cart/AddToCart'))\n", "import { Z } from '../product/Z'\n"],
    ]) {
      const { pairs } = featureImports(SRC, { [at('product/Card.tsx')]: a!, [at('cart/Line.tsx')]: b! })
      expect(pairs).toEqual([['cart', 'product']])
    }
  })

  it('on a longer cycle', () => {
    const { pairs, cycles } = featureImports(SRC, {
      [at('a/one.ts')]: "import { two } from '@/features/b/two'\n",
      [at('b/two.ts')]: "import { three } from '@/features/c/three'\n",
      [at('c/three.ts')]: "import { one } from '@/features/a/one'\n",
    })
    expect(pairs).toEqual([])
    expect(cycles).toEqual([['a', 'b', 'c', 'a']])
  })

  it('not on one-way imports, imports inside a feature, or imports of src/lib', () => {
    const { edges, pairs, cycles } = featureImports(SRC, {
      [at('product/Card.tsx')]: "import { useCart } from '@/features/cart'\nimport { x } from './x'\n",
      [at('cart/Line.tsx')]: "import { money } from '@/lib/money'\nimport { y } from '../cart/y'\n",
    })
    expect([...edges.keys()]).toEqual(['product → cart'])
    expect(pairs).toEqual([])
    expect(cycles).toEqual([])
  })
})
