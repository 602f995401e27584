/**
 * The order confirmation for the buyer and the sales team's alert, as text + inline-styled HTML in the shop's one
 * frame (layout.ts). Amounts H.T, formatted like the rest of the shop (formatEuros).
 */
import type { DeliveryAddress } from '@/lib/cart/api'
import { addressLines, type OrderSummary } from '@/lib/cart/orderSummary'
import { formatEuros } from '@/lib/money'

import { brandedMail, escapeHtml, mailButton, mailParagraph, type ComposedMail } from './layout'

/** 'web': the shop's checkout (a cart taken over from a preparer included); 'punchout': a cXML OrderRequest. */
export type OrderSource = 'web' | 'punchout'

export type OrderMailInput = {
  order: {
    id: string
    po_reference: string | null
    placed_at: string | null
    amount_ht: number
    delivery_ht: number
    total_ht: number
    delivery_address: DeliveryAddress | null
  }
  summary: OrderSummary
  buyer: { email: string; firstname?: string | null; lastname?: string | null; company?: string | null }
  source: OrderSource
  /** The order on the buyer's account page. */
  orderUrl: string
  /** The order waited for an approver of the buyer's company, who approved it (and may have said something). */
  approval?: { by: string; comment: string | null }
}

const QUANTITY = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })
const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })

const SOURCE_LABEL: Record<OrderSource, string> = { web: 'site web', punchout: 'punch-out (bon de commande cXML)' }
const HEAD = ['Référence', 'Désignation', 'Quantité', 'Unité', 'Prix unitaire H.T', 'Montant H.T'] as const

type Row = [reference: string, title: string, quantity: string, unit: string, unitPrice: string, total: string]

const rows = (summary: OrderSummary): Row[] =>
  summary.lines.map((l) => [
    l.reference ?? `n° ${l.product_id}`,
    `${l.title ?? 'Produit retiré du catalogue'}${l.handling === 'Délai à confirmer' ? ' (Délai à confirmer)' : ''}`,
    QUANTITY.format(l.quantity),
    l.unit,
    formatEuros(l.unit_price_ht),
    formatEuros(l.total_ht),
  ])

const totals = (o: OrderMailInput['order']): [string, string][] => [
  ['Total articles H.T', formatEuros(o.amount_ht)],
  ['Coût livraison', formatEuros(o.delivery_ht)],
  ['Total H.T', formatEuros(o.total_ht)],
]

const headerDetails = (input: OrderMailInput): [string, string][] => [
  ['Numéro de commande', input.order.id],
  ['Votre référence', input.order.po_reference || '—'],
  ...(input.order.placed_at ? [['Date', DATE.format(new Date(input.order.placed_at))] as [string, string]] : []),
]

const addressText = (a: DeliveryAddress | null): string => (a ? addressLines(a).join('\n') : '—')

function textBody(intro: string[], input: OrderMailInput, extra: [string, string][] = []): string {
  const lines = rows(input.summary).map(
    ([ref, title, qty, unit, price, total]) => `- ${ref} — ${title}\n  ${qty} ${unit} × ${price} = ${total}`,
  )
  return [
    ...intro,
    [...extra, ...headerDetails(input)].map(([k, v]) => `${k}\u00a0: ${v}`).join('\n'),
    `Articles\u00a0:\n${lines.join('\n')}`,
    totals(input.order)
      .map(([k, v]) => `${k}\u00a0: ${v}`)
      .join('\n'),
    `Adresse de livraison\u00a0:\n${addressText(input.order.delivery_address)}`,
    `Traitement prévu\u00a0:\n${input.summary.handling}`,
    `Votre commande en ligne\u00a0:\n${input.orderUrl}`,
  ].join('\n\n')
}

const td = (value: string, right = false, bold = false) =>
  `<td style="padding:6px 8px;border-bottom:1px solid #e2e8f0;vertical-align:top${right ? ';text-align:right;white-space:nowrap' : ''}${bold ? ';font-weight:bold' : ''}">${escapeHtml(value)}</td>`
const p = mailParagraph
const h2 = (text: string) => `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(text)}</h2>`

function htmlBody(intro: string[], input: OrderMailInput, extra: [string, string][] = []): string {
  const details = [...extra, ...headerDetails(input)]
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('')
  const head = HEAD.map(
    (h, i) =>
      `<th style="padding:6px 8px;border-bottom:2px solid #94a3b8;text-align:${i >= 2 && i !== 3 ? 'right' : 'left'}">${escapeHtml(h)}</th>`,
  ).join('')
  const body = rows(input.summary)
    .map(
      ([ref, title, qty, unit, price, total]) =>
        `<tr>${td(ref)}${td(title)}${td(qty, true)}${td(unit)}${td(price, true)}${td(total, true, true)}</tr>`,
    )
    .join('')
  const sums = totals(input.order)
    .map(
      ([k, v], i, all) =>
        `<tr><td colspan="5" style="padding:4px 8px;text-align:right${i === all.length - 1 ? ';font-weight:bold' : ''}">${escapeHtml(k)}</td><td style="padding:4px 8px;text-align:right;white-space:nowrap${i === all.length - 1 ? ';font-weight:bold' : ''}">${escapeHtml(v)}</td></tr>`,
    )
    .join('')
  return [
    ...intro.map(p),
    `<table style="border-collapse:collapse;margin:0 0 12px">${details}</table>`,
    h2('Articles'),
    `<table style="border-collapse:collapse;width:100%;font-size:14px"><thead><tr>${head}</tr></thead><tbody>${body}</tbody><tfoot>${sums}</tfoot></table>`,
    h2('Adresse de livraison'),
    p(addressText(input.order.delivery_address)),
    h2('Traitement prévu'),
    p(input.summary.handling),
    mailButton('Voir ma commande en ligne', input.orderUrl),
  ].join('')
}

const buyerName = (b: OrderMailInput['buyer']): string => [b.firstname, b.lastname].filter(Boolean).join(' ')

/** The buyer's confirmation: number, PO reference, lines, delivery cost, total H.T, delivery address, expected handling. */
export function orderConfirmationMail(input: OrderMailInput): ComposedMail {
  const intro = [
    input.buyer.firstname ? `Bonjour ${input.buyer.firstname},` : 'Bonjour,',
    ...(input.approval
      ? [
          `${input.approval.by} a approuvé votre commande${input.approval.comment ? `\u00a0: «\u00a0${input.approval.comment}\u00a0»` : '.'}`,
        ]
      : []),
    `Nous avons bien reçu votre commande n° ${input.order.id}${input.order.po_reference ? ` (votre référence ${input.order.po_reference})` : ''}. Merci de votre confiance. En voici le récapitulatif.`,
  ]
  return brandedMail({
    subject: `Confirmation de votre commande n° ${input.order.id}`,
    text: textBody(intro, input),
    html: htmlBody(intro, input),
  })
}

/** The sales team's alert: the same summary, with who ordered and through which channel. */
export function orderTeamMail(input: OrderMailInput): ComposedMail {
  const who = [input.buyer.company, buyerName(input.buyer)].filter(Boolean).join(' — ') || input.buyer.email
  const approved = input.approval ? ` (approuvée par ${input.approval.by})` : ''
  const intro = [`Nouvelle commande n° ${input.order.id} de ${who}, passée par ${SOURCE_LABEL[input.source]}${approved}.`]
  const extra: [string, string][] = [
    ['Client', who],
    ['E-mail', input.buyer.email],
  ]
  return brandedMail({
    subject: `Nouvelle commande n° ${input.order.id} — ${who} — ${formatEuros(input.order.total_ht)} H.T`,
    text: textBody(intro, input, extra),
    html: htmlBody(intro, input, extra),
  })
}

/** The chat line for the sales team. */
export function orderChatText(input: OrderMailInput): string {
  const who = [input.buyer.company, buyerName(input.buyer)].filter(Boolean).join(' — ') || input.buyer.email
  const ref = input.order.po_reference ? `, réf. ${input.order.po_reference}` : ''
  const lines = input.summary.lines.length
  return `Nouvelle commande n° ${input.order.id} (${SOURCE_LABEL[input.source]})\u00a0: ${who}${ref}, ${lines} ligne${lines > 1 ? 's' : ''}, ${formatEuros(input.order.total_ht)} H.T`
}
