import { describe, expect, it } from 'vitest'

import { afterAdd, cartLines, choose, fromResolved, pendingLine, summary, withQuantity } from '@/features/quick-order/rules/lines'
import type { QuickOrderProduct } from '@/lib/quick-order/api'

const product = (id: number, over: Partial<QuickOrderProduct> = {}): QuickOrderProduct => ({
  id,
  title: `Produit ${id}`,
  reference: `REF-${id}`,
  ean: null,
  partNumber: null,
  href: `/catalogues/produit/p-${id}`,
  image: null,
  saleUnit: 'boîte de 10',
  soldBy: 'Vendu par boîte de 10',
  buying: { min: 10, step: 10 },
  unitPrice: 2.5,
  stockLabel: 'En stock',
  ...over,
})

describe('quick order list', () => {
  it('a line the buyer fixes by picking a suggestion is ready, its quantity packed to the product (with the note)', () => {
    const unknown = fromResolved(pendingLine('l0', 'REF-X', 25), {
      status: 'unknown',
      reference: 'REF-X',
      requested: 25,
      suggestions: [product(1)],
    })
    expect(unknown).toMatchObject({ status: 'unknown', options: [product(1)] })
    const chosen = choose(unknown, product(1))
    expect(chosen).toMatchObject({
      status: 'ready',
      quantity: 30,
      note: 'Quantité arrondie à 30 (vendu par boîte de 10)',
      matchedBy: 'chosen',
      options: [],
    })
    // a product without price is not sold to this buyer
    expect(choose(unknown, product(2, { unitPrice: null }))).toMatchObject({
      status: 'unavailable',
      message: 'Ce produit n’est pas disponible à la vente.',
    })
  })

  it('a quantity typed is packed again; nothing above 0 is ignored', () => {
    const ready = choose(pendingLine('l0', 'REF-1', 10), product(1))
    expect(withQuantity(ready, 41)).toMatchObject({ requested: 41, quantity: 50 })
    expect(withQuantity(ready, 0)).toBe(ready)
  })

  it('sends the ready lines only; the cart’s answer removes the added lines and keeps a refused one with its reason', () => {
    const lines = [
      choose(pendingLine('a', 'REF-1', 10), product(1)),
      fromResolved(pendingLine('b', '6204', 1), {
        status: 'ambiguous',
        reference: '6204',
        requested: 1,
        matchedBy: 'manufacturer',
        candidates: [product(3), product(4)],
      }),
      choose(pendingLine('c', 'REF-2', 20), product(2)),
    ]
    const sent = cartLines(lines)
    expect(sent).toEqual([
      { key: 'a', productId: 1, price: 2.5, quantity: 10 },
      { key: 'c', productId: 2, price: 2.5, quantity: 20 },
    ])
    expect(summary(lines)).toEqual({ ready: 2, toFix: 1, pending: 0, totalHt: 75 })
    const after = afterAdd(lines, sent, {
      added: [{ productId: 1, quantity: 10 }],
      refused: [{ index: 1, productId: 2, code: 'product_not_found', message: 'Ce produit n’est pas disponible à la vente.' }],
    })
    expect(after.map((l) => [l.key, l.status, l.message])).toEqual([
      ['b', 'ambiguous', null],
      ['c', 'refused', 'Ce produit n’est pas disponible à la vente.'],
    ])
  })

  it('a line whose pasted quantity is unreadable stays, its product recognised, until the buyer types a quantity', () => {
    const line = fromResolved(pendingLine('l0', 'REF-1', 1, 'deux'), {
      status: 'found',
      reference: 'REF-1',
      requested: 1,
      quantity: 10,
      note: null,
      matchedBy: 'reference',
      product: product(1),
    })
    expect(line).toMatchObject({ status: 'quantity', badQuantity: 'deux', product: product(1) })
    expect(cartLines([line])).toEqual([])
    expect(summary([line])).toMatchObject({ ready: 0, toFix: 1 })
    // an unreadable typed quantity changes nothing
    expect(withQuantity(line, Number.NaN)).toBe(line)
    expect(withQuantity(line, 25)).toMatchObject({ status: 'ready', badQuantity: null, requested: 25, quantity: 30 })
    // picked from an ambiguous line, it still waits for its quantity
    const ambiguous = fromResolved(pendingLine('l1', '6204', 1, ''), {
      status: 'ambiguous',
      reference: '6204',
      requested: 1,
      matchedBy: 'partial',
      candidates: [product(1), product(2)],
    })
    expect(choose(ambiguous, product(2))).toMatchObject({ status: 'quantity', badQuantity: '' })
  })
})
