/**
 * « Demander un devis » from the cart (POST /api/quotes): the request holds the buyer's open cart as the server knows
 * it (products, quantities, the prices of the moment — nothing the browser sends but the message), is stored first
 * (« Demandé », listed in the admin and in the company's quotes), then the team is alerted through the jobs queue.
 */
import { MAX_QUOTE_LINES, type QuoteView } from '@/lib/quotes/api'
import { QUOTE_MESSAGES as M } from '@/lib/quotes/messages'
import { memberOf } from '@/server/account/company'
import { productSummaries } from '@/server/account/products'
import type { Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'
import { cms } from '@/server/http/payload'
import { erp } from '@/server/erp'

import { notifyTeamOfQuoteRequest } from './notices'
import { quoteViews } from './quotes'
import { QUOTE_SERVER_WRITE } from './serverWrite'

export async function requestQuote(buyer: Buyer, message: string | null): Promise<QuoteView> {
  const member = await memberOf(buyer)
  const cart = await erp().currentCart(buyer.id)
  const products = await productSummaries((cart?.lines ?? []).map((l) => l.product_id))
  // a line of a product withdrawn from sale since it was added cannot be quoted
  const lines = (cart?.lines ?? []).filter((l) => products.has(l.product_id))
  if (lines.length === 0) throw new DomainError(409, 'empty_cart', M.emptyCart)
  if (lines.length > MAX_QUOTE_LINES) throw new DomainError(409, 'too_many_lines', M.tooManyLines)
  const payload = await cms()
  const doc = await payload.create({
    collection: 'devis',
    data: {
      statut: 'demande',
      societe: member.societe,
      client: member.id,
      message,
      lignes: lines.map((l) => {
        const product = products.get(l.product_id)
        return {
          produit: l.product_id,
          reference: product?.reference ?? '',
          titre: product?.title ?? '',
          quantite: l.quantity,
          prix_boutique_ht: l.unit_price_ht,
        }
      }),
    },
    overrideAccess: true,
    depth: 0,
    context: QUOTE_SERVER_WRITE,
  })
  await notifyTeamOfQuoteRequest(payload, doc)
  return (await quoteViews([doc]))[0] as QuoteView
}
