import { expect, type Page } from '@playwright/test'

import type { FavoritesReply, PreparersReply } from '@/lib/account/api'
import { SAME_ORIGIN } from './helpers'

/** Helpers of the account specs. The account routes check the origin of changes, like the cart's. */

export async function favoriteIds(page: Page): Promise<number[]> {
  const res = await page.request.get('/api/favorites', { headers: SAME_ORIGIN })
  expect(res.status()).toBe(200)
  return ((await res.json()) as FavoritesReply).favorites.map((f) => f.product.id)
}

/** Removes every favourite of the logged-in buyer, so a spec starts from none. */
export async function clearFavorites(page: Page): Promise<void> {
  for (const id of await favoriteIds(page)) {
    const res = await page.request.delete(`/api/favorites/${id}`, { headers: SAME_ORIGIN })
    expect(res.status()).toBe(200)
  }
}

export async function listing(page: Page): Promise<PreparersReply> {
  const res = await page.request.get('/cms/api/listing-preparateurs', { headers: SAME_ORIGIN })
  expect(res.status()).toBe(200)
  return (await res.json()) as PreparersReply
}

/** Ends the browser's session and forgets its local cart: the next login starts clean. */
export async function logout(page: Page): Promise<void> {
  await page.request.post('/cms/api/clients/logout', { headers: SAME_ORIGIN })
  await page.context().clearCookies()
  await page.evaluate(() => window.localStorage.clear()).catch(() => undefined)
}
