/**
 * GET /api/credit: what the cart page shows before checkout — the company's credit (used, available)
 * and whether the caller orders at all (a preparer transmits her cart instead). The ERP checks the same credit when the
 * order is placed (src/server/erp/local.ts), so the page's warning and the server's refusal agree.
 */
import type { CreditReply } from '@/lib/cart/credit'
import { isPreparer } from '@/server/account/roles'
import { cms } from '@/server/cms/payload'
import { companyCredit } from '@/server/erp/companyCredit'
import { cardPaymentEnabled } from '@/server/payments/stripe'

import type { Buyer } from './buyer'

export async function creditOf(buyer: Buyer): Promise<CreditReply> {
  if (await isPreparer(buyer)) return { code: 'success', role: 'preparer', credit: null, card: false }
  return { code: 'success', role: 'buyer', credit: await companyCredit(await cms(), Number(buyer.id)), card: cardPaymentEnabled() }
}
