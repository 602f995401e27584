import { expect, type Page } from '@playwright/test'

import type { DemoClient } from '@/cms/seed/accounts'
import { MAX_PRICE_IDS, type OrderView, type OrdersReply, type PricesReply } from '@/lib/cart/api'
import { loginAs } from './layout-helpers'
import { SAME_ORIGIN } from './helpers'

/** Helpers of the cart specs (prices, cart, panel, /panier, checkout). */

/** The demo buyers who can buy (src/cms/seed/accounts.ts; the deactivated account is checked on its own). */
export const BUYERS: DemoClient['key'][] = ['type1', 'credit', 'coupa', 'preparateur']

// The cart routes check the request's origin; Playwright's API requests carry none by themselves.

export type Product = {
  id: number
  slug: string
  titre: string
  dimasys_reference: string
  cart_increment: number
  quantity_min_to_buy: number
}

/** Displayed products with the given step and minimum, without a confirmation delay nor a replacement, sorted by title. */
export async function products(page: Page, step: number, count = 20): Promise<Product[]> {
  const query = `where[cart_increment][equals]=${step}&where[quantity_min_to_buy][equals]=${step}&where[delai_a_confirmer][equals]=false&where[remplace_par][exists]=false`
  const res = await page.request.get(`/cms/api/produits?${query}&limit=${count}&depth=0&sort=titre`)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { docs: Product[] }).docs
}

/** The logged-in buyer's prices and stock (GET /api/prices, MAX_PRICE_IDS products per request). */
export async function prices(page: Page, ids: number[]): Promise<PricesReply> {
  const reply: PricesReply = { code: 'success', prices: {}, stock: {} }
  for (let start = 0; start < ids.length; start += MAX_PRICE_IDS) {
    const chunk = ids.slice(start, start + MAX_PRICE_IDS)
    const res = await page.request.get(`/api/prices?ids=${chunk.join(',')}`, { headers: SAME_ORIGIN })
    expect(res.status()).toBe(200)
    const part = (await res.json()) as PricesReply
    Object.assign(reply.prices, part.prices)
    Object.assign(reply.stock, part.stock)
  }
  return reply
}

/** A product the buyer can buy: priced, in stock above `minStock`, with the given step. */
export async function buyableProduct(
  page: Page,
  step = 1,
  minStock = 20,
  skip = 0,
): Promise<Product & { unit: number; stock: number; promotion: boolean }> {
  const list = await products(page, step, 30)
  const reply = await prices(
    page,
    list.map((p) => p.id),
  )
  const found = list.filter((p) => reply.prices[p.id] && (reply.stock[p.id] ?? 0) > minStock)[skip]
  if (!found) throw new Error(`no buyable product with step ${step}`)
  const price = reply.prices[found.id]!
  return { ...found, unit: price.unit_ht, stock: reply.stock[found.id]!, promotion: price.promotion_type !== '' }
}

/** Logs the buyer in and empties their server cart so every test starts from an empty cart. */
export async function startAs(page: Page, key: DemoClient['key']): Promise<DemoClient> {
  const client = await loginAs(page, key)
  await emptyServerCart(page)
  return client
}

export async function emptyServerCart(page: Page): Promise<void> {
  const res = await page.request.post('/api/cart', { headers: SAME_ORIGIN })
  expect(res.status()).toBe(200)
}

/** Sets a line of the server cart directly (as another device of the same buyer would). */
export async function setServerLine(page: Page, productId: number, quantity: number): Promise<OrderView> {
  const res = await page.request.post('/api/cart/-1', { headers: SAME_ORIGIN, data: { id: String(productId), quantity } })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { order: OrderView }).order
}

export async function serverOrders(page: Page): Promise<OrderView[]> {
  const res = await page.request.get('/api/orders', { headers: SAME_ORIGIN })
  expect(res.status()).toBe(200)
  return ((await res.json()) as OrdersReply).orders
}

/** The buyer's open cart order, if any. */
export async function serverCart(page: Page): Promise<OrderView | undefined> {
  return (await serverOrders(page)).find((o) => o.status === 'cart')
}

/** The local cart as stored by the page (localStorage `react-use-cart`). */
export async function storedCart(
  page: Page,
): Promise<{ items: { id: string; quantity: number; price: number }[]; totalItems: number } | null> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('react-use-cart') ?? 'null'))
}

/** Text as the page shows it: Intl's narrow no-break spaces compared as plain spaces. */
export const plain = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim()

export const productUrl = (slug: string) => `/catalogues/produit/${slug}`

export const BANNER_TEXT =
  'Un problème est survenu lors de la mise à jour du panier. Veuillez réessayer ou nous contacter si le problème persiste.'
