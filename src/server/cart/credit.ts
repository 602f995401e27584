/**
 * GET /api/credit: the company's credit (used, available) as every screen shows it (/panier, the cart panel, /mon-compte,
 * the mobile menu), and whether the caller orders at all (a preparer transmits her cart instead). The ERP checks the same credit when the
 * order is placed (src/server/erp/local.ts), so the page's warning and the server's refusal agree.
 */
import type { CreditReply } from '@/lib/cart/credit'
import { isPreparer } from '@/server/account/roles'
import { cms } from '@/server/http/payload'
import { companyCredit } from '@/server/erp/companyCredit'
import { cardPaymentEnabled } from '@/server/payments/stripe'

import type { Buyer } from '@/server/http/buyer'

export async function creditOf(buyer: Buyer): Promise<CreditReply> {
  // the company's credit for a preparer too: she does not order, but reads the same figures as her buyers (spec §2, §6)
  const credit = await companyCredit(await cms(), Number(buyer.id))
  if (await isPreparer(buyer)) return { code: 'success', role: 'preparer', credit, card: false }
  return { code: 'success', role: 'buyer', credit, card: cardPaymentEnabled() }
}
