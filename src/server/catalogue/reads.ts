/**
 * The one reader of the `produits` collection for the server's domains (issue 30 §4): each read is a named selection —
 * the fields a screen or a message needs, no more — beside `productView.ts`, which maps what they return. Only the
 * adapters read products on their own (the search indexer, the local ERP) and the catalogue import writes them.
 *
 * Every read takes the `payload` its frame opened, runs with the server's access (`overrideAccess`: the callers check
 * the buyer), and `displayed` reads leave out products withdrawn from sale.
 */
import type { Payload, Where } from 'payload'

const displayedAmong = (ids: readonly number[]): Where => ({
  and: [{ id: { in: [...ids] } }, { should_be_displayed: { equals: true } }],
})

/** Account lists (favourites, frequent purchases, order lines, preparers' carts): a summary card with its brand. */
export const readSummaryProducts = (payload: Payload, ids: readonly number[]) =>
  payload.find({
    collection: 'produits',
    where: displayedAmong(ids),
    select: {
      slug: true,
      titre: true,
      dimasys_reference: true,
      ean: true,
      galerie: true,
      marque: true,
      cart_increment: true,
      quantity_min_to_buy: true,
    },
    populate: { marques: { titre: true } },
    depth: 2,
    pagination: false,
    overrideAccess: true,
  })

/** A placed order's lines: reference, title, sale unit and confirmation delay, withdrawn products included. */
export const readOrderLineProducts = (payload: Payload, ids: readonly number[]) =>
  payload.find({
    collection: 'produits',
    where: { id: { in: [...ids] } },
    select: { titre: true, dimasys_reference: true, sale_unit: true, delai_a_confirmer: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })

/** The cart's buying rules: minimum, step, sale unit and the displayed replacement (« Remplacé par »). */
export const readBuyingRuleProducts = (payload: Payload, ids: readonly number[]) =>
  payload.find({
    collection: 'produits',
    where: displayedAmong(ids),
    select: { quantity_min_to_buy: true, cart_increment: true, sale_unit: true, remplace_par: true },
    populate: { produits: { titre: true, dimasys_reference: true, should_be_displayed: true } },
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })

/** GET /api/products/{id}: one product as a cart line card shows it (null when unknown). */
export const readCartLineProduct = (payload: Payload, productId: number) =>
  payload.findByID({
    collection: 'produits',
    id: productId,
    select: {
      slug: true,
      titre: true,
      dimasys_reference: true,
      ean: true,
      should_be_displayed: true,
      galerie: true,
      marque: true,
      cart_increment: true,
      quantity_min_to_buy: true,
      sale_unit: true,
      delai_a_confirmer: true,
    },
    populate: { marques: { titre: true, header: true } },
    depth: 2,
    overrideAccess: true,
    disableErrors: true,
  })

/** Whether a product is for sale (a part number is set on displayed products only). */
export async function isDisplayedProduct(payload: Payload, productId: number): Promise<boolean> {
  const doc = await payload.findByID({
    collection: 'produits',
    id: productId,
    select: { should_be_displayed: true },
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
  })
  return Boolean(doc?.should_be_displayed)
}

/** « Ma référence » suggestions: the displayed products' link, title, reference and picture. */
export const readPartNumberProducts = (payload: Payload, ids: readonly number[]) =>
  payload.find({
    collection: 'produits',
    where: displayedAmong(ids),
    select: { slug: true, titre: true, dimasys_reference: true, galerie: true },
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })

/** Punch-out: the products of the shop references a platform sends (SupplierPartID), hidden ones included. */
export const readProductsByReference = (payload: Payload, references: readonly string[]) =>
  payload.find({
    collection: 'produits',
    where: { dimasys_reference: { in: [...references] } },
    select: { dimasys_reference: true },
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })

/** Punch-out: a cart's lines as the cXML or OCI message describes them (title, EAN, unit, manufacturer). */
export const readPunchOutProducts = (payload: Payload, ids: readonly number[]) =>
  payload.find({
    collection: 'produits',
    where: { id: { in: [...ids] } },
    select: { titre: true, dimasys_reference: true, ean: true, sale_unit: true, marque: true },
    populate: { marques: { titre: true } },
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })

/** Quick order: a line's product (link, picture, unit, buying rules, confirmation delay). */
export const readQuickOrderProducts = (payload: Payload, ids: readonly number[]) =>
  payload.find({
    collection: 'produits',
    where: displayedAmong(ids),
    select: {
      slug: true,
      titre: true,
      dimasys_reference: true,
      ean: true,
      galerie: true,
      sale_unit: true,
      cart_increment: true,
      quantity_min_to_buy: true,
      delai_a_confirmer: true,
    },
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })

/** Quick order: every displayed product's identifiers (shop reference, EAN), for the lookup index. */
export const readProductIdentifiers = (payload: Payload) =>
  payload.find({
    collection: 'produits',
    where: { should_be_displayed: { equals: true } },
    select: { dimasys_reference: true, ean: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })

/** The sitemap: one page of displayed products' slugs with their date, by slug, read as a visitor (hidden ones left out by access). */
export const readSitemapProducts = (payload: Payload, page: number, limit: number) =>
  payload.find({
    collection: 'produits',
    overrideAccess: false,
    depth: 0,
    page,
    limit,
    select: { slug: true, updatedAt: true },
    sort: 'slug',
  })

/** The sitemap index: how many products a visitor can see (hidden ones left out by access). */
export const countSitemapProducts = async (payload: Payload): Promise<number> =>
  (await payload.count({ collection: 'produits', overrideAccess: false })).totalDocs
