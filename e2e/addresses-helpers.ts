import { expect, type Page } from '@playwright/test'

import type { AddressesReply } from '@/lib/account/addresses'
import { SAME_ORIGIN } from './helpers'

/** Helpers of the delivery-address spec. */

export async function addresses(page: Page): Promise<AddressesReply> {
  const res = await page.request.get('/api/addresses', { headers: SAME_ORIGIN })
  expect(res.status()).toBe(200)
  return (await res.json()) as AddressesReply
}

/** Deletes every saved address of the logged-in buyer, so a test starts from none. */
export async function clearAddresses(page: Page): Promise<void> {
  for (const a of (await addresses(page)).addresses) {
    const res = await page.request.delete(`/api/addresses/${a.id}`, { headers: SAME_ORIGIN })
    expect(res.status()).toBe(200)
  }
}
