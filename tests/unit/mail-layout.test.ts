/**
 * Every mail the shop sends is in its one branded frame (src/server/mail/layout.ts): the logo and the site's name on
 * top, the call to action as a button in the brand's orange, the signature and the legal footer, and a plain-text part
 * that says the same; the sender's name is the site's.
 */
import { describe, expect, it } from 'vitest'

import { BRAND } from '@/lib/brand'
import { frenchTypographyProblems } from '@/lib/typography/french'
import { accountRefusedMail, accountRequestTeamMail, type StoredAccountRequest } from '@/server/account-requests/mails'
import { approvalRefusedMail, approvalRequestMail, type ApprovalMailInput } from '@/server/mail/approvalMails'
import { mailFooter, SIGNATURE, type ComposedMail } from '@/server/mail/layout'
import { orderConfirmationMail, orderTeamMail, type OrderMailInput } from '@/server/mail/orderMails'
import { quoteRefusedMail, quoteRequestTeamMail, quoteSentMail, type QuoteMailInput } from '@/server/mail/quoteMails'
import { OUTBOX_SENDER, parseSender } from '@/server/mail/sender'
import { smtpAdapter } from '@/server/mail/adapter'
import { contactRequestAckMail, contactRequestTeamMail, passwordLinkMail, preparerCartMail } from '@/server/mail/templates'

const order: OrderMailInput = {
  order: {
    id: '418',
    po_reference: 'PO-77',
    placed_at: '2026-11-25T09:30:00Z',
    amount_ht: 30,
    delivery_ht: 0,
    total_ht: 30,
    delivery_address: { name: 'Atelier', street: '1 rue de la Paix', postal_code: '75002', city: 'Paris', country: 'FR' },
  },
  summary: {
    lines: [
      {
        product_id: 1,
        reference: 'R-1',
        title: 'Roulement',
        quantity: 2,
        unit: 'pièce',
        unit_price_ht: 15,
        total_ht: 30,
        handling: 'En stock',
      },
    ],
    handling: 'Expédiée aujourd’hui.',
  },
  buyer: { email: 'julien@atelier.test', firstname: 'Julien', lastname: 'Marchand', company: 'Atelier SA' },
  source: 'web',
  orderUrl: 'https://shop.test/mon-compte/mes-commandes?commande=418',
}
const quote: QuoteMailInput = {
  number: 'DV-12',
  buyer: { name: 'Julien Marchand', email: 'julien@atelier.test', firstname: 'Julien', company: 'Atelier SA' },
  lines: [{ reference: 'R-1', title: 'Roulement', quantity: 100, unit_price_ht: 2.5 }],
  answer: 'Prix ferme.',
  validUntil: '2026-12-31',
  url: 'https://shop.test/mon-compte/devis/12',
}
const approval: ApprovalMailInput = {
  buyer: 'Lucas Bernard',
  total_ht: 420,
  lines: 2,
  exceeded: 'votre plafond par commande (300,00\u00a0€ H.T)',
  costCentre: 'Ligne d’usinage (USINAGE)',
  poReference: 'MPB-1',
  url: 'https://shop.test/mon-compte/approbations',
}
const request: StoredAccountRequest = { id: 7, email: 'marie@dupont.test', firstname: 'Marie', lastname: 'Dupont', company: 'Dupont SA' }

/** Every template, with the call to action it must show as a button (null: a mail without one). */
const MAILS: [name: string, mail: ComposedMail, button: string | null][] = [
  [
    'password reset',
    passwordLinkMail({ purpose: 'reset', url: 'https://shop.test/p?t=1', validForHours: 1 }),
    'Choisir un nouveau mot de passe',
  ],
  [
    'welcome',
    passwordLinkMail({ purpose: 'welcome', url: 'https://shop.test/p?t=2', firstname: 'Marie', validForHours: 72 }),
    'Choisir mon mot de passe',
  ],
  [
    'contact (team)',
    contactRequestTeamMail({
      subject: 'Devis',
      message: 'Bonjour',
      name: 'Marie',
      email: 'm@d.test',
      adminUrl: 'https://shop.test/admin/x',
    }),
    'Voir la demande dans l’administration',
  ],
  ['contact (acknowledgement)', contactRequestAckMail({ subject: 'Devis' }), null],
  [
    'preparer’s cart',
    preparerCartMail({ preparer: 'Paul', lines: 2, amount: '12,00\u00a0€', url: 'https://shop.test/mon-compte/preparateurs' }),
    'Voir le panier transmis',
  ],
  ['order confirmation', orderConfirmationMail(order), 'Voir ma commande en ligne'],
  ['order (team)', orderTeamMail(order), 'Voir ma commande en ligne'],
  ['quote request (team)', quoteRequestTeamMail(quote), 'Répondre au devis'],
  ['quote sent', quoteSentMail(quote), 'Voir le devis'],
  ['quote refused', quoteRefusedMail(quote), 'Voir la demande'],
  ['approval request', approvalRequestMail(approval), 'Approuver ou refuser'],
  ['approval refused', approvalRefusedMail({ ...approval, approver: 'Claire Martin', comment: 'Non.' }), 'Voir mes demandes d’approbation'],
  ['account request (team)', accountRequestTeamMail(request, 'https://shop.test/admin/demandes/7'), 'Traiter la demande'],
  ['account refused', accountRefusedMail({ ...request, refusal_reason: 'Hors zone.' }), null],
]

const anchors = (html: string) => [...html.matchAll(/<a\s[^>]*>[^<]*<\/a>/g)].map((m) => m[0])

describe.each(MAILS)('the %s mail is in the shop’s branded layout', (_name, mail, button) => {
  it('shows the logo and the site’s name on top', () => {
    expect(mail.html).toMatch(/^<!doctype html><html lang="fr">/)
    const logo = /<td data-mail-logo=""[^>]*>(.*?)<\/td>/.exec(mail.html)
    expect(logo?.[1]).toContain(BRAND.name)
    expect(logo?.[1]).toContain(BRAND.colors.bright)
  })

  it('draws its call to action as a button in the brand’s orange, never the old blue', () => {
    expect(mail.html).not.toMatch(/#0b4f8a/i)
    const buttons = anchors(mail.html).filter((a) => a.includes('data-mail-button'))
    if (button === null) return expect(buttons).toEqual([])
    expect(buttons).toHaveLength(1)
    expect(buttons[0]).toContain(`background:${BRAND.colors.brand}`)
    expect(buttons[0]).toContain('color:#ffffff')
    expect(buttons[0]).toContain(`>${button}</a>`)
  })

  it('ends with the signature and the legal footer (legal notice, privacy, why it was received)', () => {
    const footer = /<td data-mail-footer=""[^>]*>(.*?)<\/td>/.exec(mail.html)?.[1] ?? ''
    for (const line of mailFooter()) expect(footer).toContain(line)
    expect(footer).toContain('/mentions-legales')
    expect(footer).toContain('/politique-de-confidentialite')
    expect(mail.html).toContain(SIGNATURE)
  })

  it('has a plain-text part saying the same: no markup, the link written out, the signature and the footer', () => {
    expect(mail.text).not.toMatch(/<[a-z!/][^>]*>/i)
    expect(mail.text).toContain(`—\n${SIGNATURE}`)
    expect(mail.text.endsWith(mailFooter().join('\n'))).toBe(true)
    if (button) expect(mail.text).toMatch(/https:\/\/shop\.test\//)
  })
})

describe.each(MAILS)('the %s mail is in French typography (issue 33 item 12)', (_name, mail) => {
  it('subject, plain text and HTML: apostrophes ’, no-break spaces before : ; ! ?, inside « » and in amounts', () => {
    for (const part of [mail.subject, mail.text, mail.html]) {
      const found = frenchTypographyProblems(part).map(
        ({ index, message }) => `${message}: ${JSON.stringify(part.slice(index - 25, index + 25))}`,
      )
      expect(found).toEqual([])
    }
  })
})

describe('sender', () => {
  it('the mails go out under the site’s name, whatever name the SMTP channel carries', async () => {
    expect(OUTBOX_SENDER.name).toBe(BRAND.name)
    expect(parseSender('shop@example.com')).toEqual({ name: BRAND.name, address: 'shop@example.com' })
    const adapter = await smtpAdapter('"Boutique industrielle" <shop@example.com>', 'smtp://127.0.0.1:2525')
    const instance = adapter({ payload: {} as never })
    expect(instance.defaultFromName).toBe(BRAND.name)
    expect(instance.defaultFromAddress).toBe('shop@example.com')
  })
})
