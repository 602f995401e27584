/** The rules and the text of the order confirmation (lines' handling, units, address, the mails). */
import { describe, expect, it } from 'vitest'

import { addressLines, handlingText, lineHandling, ORDER_HANDLING_TEXT, unitLabel, type OrderSummary } from '@/lib/cart/orderSummary'
import { orderChatText, orderConfirmationMail, orderTeamMail, type OrderMailInput } from '@/server/mail/orderMails'

describe('expected handling of a line: spec §4 stock label for the ordered quantity', () => {
  it.each([
    [{ stock: 10, quantity: 2, confirmationDelay: false }, 'En stock'],
    [{ stock: 2, quantity: 2, confirmationDelay: false }, 'En stock'], // 'Stock faible' still ships from stock
    [{ stock: 2, quantity: 3, confirmationDelay: false }, 'Délai à confirmer'], // quantity exceeds the stock
    [{ stock: 0, quantity: 1, confirmationDelay: false }, 'Délai à confirmer'], // stock 0 or less
    [{ stock: 50, quantity: 1, confirmationDelay: true }, 'Délai à confirmer'], // a confirmation delay applies
  ] as const)('%o → %s', (input, expected) => {
    expect(lineHandling(input)).toBe(expected)
  })

  it('the order: the shop’s same-day rule when every line is in stock, the 24 h confirmation otherwise', () => {
    expect(handlingText([{ handling: 'En stock' }, { handling: 'En stock' }])).toBe(ORDER_HANDLING_TEXT.inStock)
    expect(handlingText([{ handling: 'En stock' }, { handling: 'Délai à confirmer' }])).toMatch(
      /^Un article est en «\u00a0Délai à confirmer\u00a0»/,
    )
    expect(handlingText([{ handling: 'Délai à confirmer' }, { handling: 'Délai à confirmer' }])).toMatch(
      /^2 articles sont en «\u00a0Délai à confirmer\u00a0»/,
    )
    expect(handlingText([])).toBe(ORDER_HANDLING_TEXT.none)
  })
})

describe('sale unit and address', () => {
  it.each([
    ['EA', 'pièce'],
    [null, 'pièce'],
    ['m', 'mètre'],
    ['KG', 'kg'],
    ['PK', 'paquet'],
    ['rouleau', 'rouleau'],
  ])('unit %s → %s', (code, label) => {
    expect(unitLabel(code)).toBe(label)
  })

  it('the delivery address includes the street', () => {
    expect(addressLines({ name: 'Atelier', street: '1 rue de la Paix', postal_code: '75002', city: 'Paris', country: 'FR' })).toEqual([
      'Atelier',
      '1 rue de la Paix',
      '75002 Paris',
      'France',
    ])
  })
})

const summary: OrderSummary = {
  lines: [
    {
      product_id: 1,
      reference: 'SKF-6204',
      title: 'Roulement <6204>',
      quantity: 1250,
      unit: 'pièce',
      unit_price_ht: 3.5,
      total_ht: 4375,
      handling: 'En stock',
    },
    {
      product_id: 2,
      reference: null,
      title: null,
      quantity: 2.5,
      unit: 'm',
      unit_price_ht: 12,
      total_ht: 30,
      handling: 'Délai à confirmer',
    },
  ],
  handling: 'Un article est en « Délai à confirmer ».',
}
const input: OrderMailInput = {
  order: {
    id: '418',
    po_reference: 'PO-77',
    placed_at: '2026-11-25T09:30:00Z',
    amount_ht: 4405,
    delivery_ht: 0,
    total_ht: 4405,
    delivery_address: { name: 'Atelier', street: '1 rue de la Paix', postal_code: '75002', city: 'Paris', country: 'FR' },
  },
  summary,
  buyer: { email: 'julien@atelier.test', firstname: 'Julien', lastname: 'Marchand', company: 'Atelier SA' },
  source: 'web',
  orderUrl: 'https://shop.test/mon-compte/mes-commandes?commande=418',
}
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ')

describe('the mails', () => {
  it('the buyer’s confirmation: number, PO reference, lines with reference, quantity, unit, prices H.T, delivery, total, address, handling', () => {
    const mail = orderConfirmationMail(input)
    expect(mail.subject).toBe('Confirmation de votre commande n° 418')
    const text = plain(mail.text)
    expect(text).toContain('Bonjour Julien,')
    expect(text).toContain('Numéro de commande : 418\nVotre référence : PO-77\nDate : 25 novembre 2026 à 10:30')
    expect(text).toContain('- SKF-6204 — Roulement <6204>\n  1 250 pièce × 3,50 € = 4 375,00 €')
    expect(text).toContain('- n° 2 — Produit retiré du catalogue (Délai à confirmer)\n  2,5 m × 12,00 € = 30,00 €')
    expect(text).toContain('Total articles H.T : 4 405,00 €\nCoût livraison : 0,00 €\nTotal H.T : 4 405,00 €')
    expect(text).toContain('Adresse de livraison :\nAtelier\n1 rue de la Paix\n75002 Paris\nFrance')
    expect(text).toContain('Traitement prévu :\nUn article est en « Délai à confirmer ».')
    // the HTML part escapes catalogue text and loads nothing from outside
    expect(mail.html).toContain('Roulement &lt;6204&gt;')
    expect(mail.html).not.toContain('<6204>')
    expect(mail.html).not.toMatch(/<img|src=|url\(/i)
  })

  it('the team’s mail and chat name the buyer, the channel and the total', () => {
    expect(plain(orderTeamMail({ ...input, source: 'punchout' }).subject)).toBe(
      'Nouvelle commande n° 418 — Atelier SA — Julien Marchand — 4 405,00 € H.T',
    )
    expect(orderTeamMail({ ...input, source: 'punchout' }).text).toContain('passée par punch-out (bon de commande cXML)')
    expect(plain(orderChatText(input))).toBe(
      'Nouvelle commande n° 418 (site web) : Atelier SA — Julien Marchand, réf. PO-77, 2 lignes, 4 405,00 € H.T',
    )
  })
})
