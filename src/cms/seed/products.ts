/**
 * Deterministic generator of the demo products (pure: no Payload import, unit-tested).
 * Product i depends only on products 0…i-1, so generateProducts(3000) starts with generateProducts(2000).
 */
import { gtinCheckDigit } from '@/lib/product/gtin'

import { slugify } from '../fields/slug'
import { ANCHOR_PRODUCTS, FAMILIES, ttc, type Family, type Sale } from './data/families'
import { MARQUES, type MarqueSeed } from './data/marques'
import { bold, paragraph, richText, type RichText } from './lexical'
import { createRng, hashString } from './rng'
import type { ImageKind } from './svg'

const DEPOTS = ['Lyon', 'Lille', 'Liège'] as const
type Depot = (typeof DEPOTS)[number]
export const PROMOTION_TYPES = ['remise', 'prix_net', 'destockage'] as const
/** Pictures generated per image kind; products reuse them. */
export const IMAGE_POOL_SIZE = 5
export const LOW_STOCK_THRESHOLD = 3

export type ProductSeed = {
  index: number
  reference: string
  /** EAN-13 with a valid check digit (demoEan) */
  ean: string
  titre: string
  slug: string
  marque: string
  category: string
  family: string
  image: ImageKind
  /** Indexes into the picture pool of `image` (1–3, distinct). */
  galerie: number[]
  /** The technical sheet of the family is attached. */
  fiche_technique: boolean
  caracteristiques: { reference_carac: string; type: string; valeur: string }[]
  description: RichText
  descriptionText: string
  prix: {
    base_with_taxes: number
    promotion_with_taxes: number | null
    promotion_type: (typeof PROMOTION_TYPES)[number] | null
  }
  taxes: number
  stock: { depot: Depot; shop_qty: number }[]
  delai_a_confirmer: boolean
  should_be_displayed: boolean
  cart_increment: number
  quantity_min_to_buy: number
  sale_unit: Sale['sale_unit']
  /** References of 2–4 products of the same category (those within the first N only). */
  relations: string[]
  meta: { title: string; description: string }
}

const DEFAULT_SALE: Sale = { cart_increment: 1, quantity_min_to_buy: 1, sale_unit: 'EA' }

const marqueMap = new Map(MARQUES.map((m) => [m.slug, m]))

export type StockCase = 'zero' | 'low' | 'plenty'
export const stockTotal = (p: Pick<ProductSeed, 'stock'>) => p.stock.reduce((sum, s) => sum + s.shop_qty, 0)
export const stockCase = (p: Pick<ProductSeed, 'stock'>): StockCase => {
  const total = stockTotal(p)
  return total <= 0 ? 'zero' : total <= LOW_STOCK_THRESHOLD ? 'low' : 'plenty'
}

function pickFamily(rand: number): Family {
  const total = FAMILIES.reduce((s, f) => s + f.weight, 0)
  let x = rand * total
  for (const f of FAMILIES) {
    x -= f.weight
    if (x < 0) return f
  }
  return FAMILIES[FAMILIES.length - 1] as Family
}

/** A model code fit for a reference: no accents, '+' spelled out, only letters, digits, dots and hyphens. */
const referenceCode = (model: string): string =>
  model
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\+/g, 'PLUS')
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/^-+|-+$/g, '')

const truncate = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value)

/**
 * The demo EAN-13 of product `index`: a fictitious French GS1 company prefix (370123), the product number on 6 digits,
 * then the check digit. From the index only, so adding EANs changed no other generated value.
 */
export const demoEan = (index: number): string => {
  const body = `370123${String(index + 1).padStart(6, '0')}`
  return body + String(gtinCheckDigit(body))
}

/** Generates the first `n` products of the demo catalogue. */
export function generateProducts(n: number): ProductSeed[] {
  const rng = createRng('produits-2026')
  const usedRefs = new Set<string>()
  const usedSlugs = new Set<string>()
  const products: ProductSeed[] = []

  for (let index = 0; index < n; index++) {
    let family: Family | undefined
    let brand: MarqueSeed | undefined
    let variant: ReturnType<Family['make']> | undefined
    let reference = ''
    const anchor = ANCHOR_PRODUCTS[index]
    if (anchor) {
      family = FAMILIES.find((f) => f.key === anchor.family)
      brand = marqueMap.get(anchor.brand)
      if (!family || !brand) throw new Error(`anchor product ${index}: unknown family or brand`)
      variant = anchor.variant(brand)
      reference = `${brand.prefix}-${referenceCode(variant.model)}`
    }
    for (let attempt = 0; attempt < 500 && !variant; attempt++) {
      const f = pickFamily(rng.next())
      const b = marqueMap.get(rng.pick(f.brands))
      if (!b) throw new Error(`family ${f.key}: unknown brand`)
      const v = f.make(rng, b)
      const ref = `${b.prefix}-${referenceCode(v.model)}`
      if (!usedRefs.has(ref)) {
        family = f
        brand = b
        variant = v
        reference = ref
        break
      }
    }
    if (!family || !brand || !variant) throw new Error(`could not find a new product reference at index ${index}`)
    usedRefs.add(reference)

    let slug = slugify(variant.titre)
    if (usedSlugs.has(slug)) slug = `${slug}-${slugify(reference)}`
    if (usedSlugs.has(slug)) slug = `${slug}-${index}`
    usedSlugs.add(slug)

    // Price (VAT included, 20 %), promotion on ~10 %.
    const base = Math.max(0.5, ttc(variant.priceHT))
    const promo = rng.chance(0.1)
    const promotionType = promo ? rng.pick(PROMOTION_TYPES) : null
    const promotionPrice = promo
      ? Math.min(Math.round(base * rng.float(0.7, 0.92, 3) * 100) / 100, Math.round((base - 0.01) * 100) / 100)
      : null

    // Stock: ~8 % out of stock, ~12 % low (1–3, at or under the threshold), the rest plenty.
    const depots = DEPOTS.filter(() => rng.chance(0.6))
    if (depots.length === 0) depots.push(rng.pick(DEPOTS))
    const roll = rng.next()
    let quantities: number[]
    if (roll < 0.08) quantities = depots.map(() => 0)
    else if (roll < 0.2) {
      const total = rng.int(1, LOW_STOCK_THRESHOLD)
      quantities = depots.map(() => 0)
      for (let q = 0; q < total; q++) quantities[rng.int(0, depots.length - 1)]! += 1
    } else {
      quantities = depots.map(() => (rng.chance(0.25) ? 0 : rng.int(1, 240)))
      quantities[rng.int(0, depots.length - 1)] = rng.int(LOW_STOCK_THRESHOLD + 1, 400)
    }
    const stock = depots.map((depot, i) => ({ depot, shop_qty: quantities[i] ?? 0 }))

    const delai = rng.chance(0.03)
    const displayed = !rng.chance(0.01)
    const galerie = rng.sample([...Array(IMAGE_POOL_SIZE).keys()], rng.int(1, 3))
    const fiche = rng.chance(0.25)

    const intro = rng.pick(family.intro)
    const p1 = variant.phrase ? `${intro} ${variant.phrase}` : intro
    const withUsage = rng.chance(0.6)
    const usage = rng.pick(family.usage)
    const description = withUsage
      ? richText(paragraph(p1), paragraph(`${usage} Référence `, bold(reference), ` – marque ${brand.titre}.`))
      : richText(paragraph(p1))
    const descriptionText = withUsage ? `${p1} ${usage} Référence ${reference} – marque ${brand.titre}.` : p1

    const sale = variant.sale ?? DEFAULT_SALE
    products.push({
      index,
      reference,
      ean: demoEan(index),
      titre: variant.titre,
      slug,
      marque: brand.slug,
      category: family.category,
      family: family.key,
      image: family.image,
      galerie,
      fiche_technique: fiche,
      caracteristiques: variant.caracs.map(([label, type, valeur]) => ({ reference_carac: label, type, valeur })),
      description,
      descriptionText,
      prix: { base_with_taxes: base, promotion_with_taxes: promotionPrice, promotion_type: promotionType },
      taxes: 20,
      stock,
      delai_a_confirmer: delai,
      should_be_displayed: displayed,
      cart_increment: sale.cart_increment,
      quantity_min_to_buy: sale.quantity_min_to_buy,
      sale_unit: sale.sale_unit,
      relations: [],
      meta: {
        title: variant.titre.length + reference.length + 3 <= 70 ? `${variant.titre} | ${reference}` : truncate(variant.titre, 70),
        description: truncate(descriptionText, 160),
      },
    })
  }

  // Related products: 2–4 of the same category. Earlier ones when there are enough (they already exist when
  // the product is created); the first products of a category point to the first ones of it instead.
  const byCategory = new Map<string, ProductSeed[]>()
  for (const p of products) {
    const list = byCategory.get(p.category) ?? []
    const k = list.length
    const r = 2 + (hashString(p.reference) % 3)
    const local = createRng(`relations:${p.reference}`)
    if (k >= r) p.relations = local.sample(list.slice(Math.max(0, k - 12)), r).map((x) => x.reference)
    else p.relations = [] // filled below from the first products of the category
    list.push(p)
    byCategory.set(p.category, list)
  }
  for (const list of byCategory.values()) {
    list.forEach((p, k) => {
      const r = 2 + (hashString(p.reference) % 3)
      if (k < r)
        p.relations = list
          .slice(0, r + 1)
          .filter((x) => x !== p)
          .slice(0, r)
          .map((x) => x.reference)
    })
  }
  return products
}

/** Whether a product's relations point to products created after it (those need an update once all exist). */
export const hasForwardRelations = (p: ProductSeed, indexByRef: Map<string, number>): boolean =>
  p.relations.some((ref) => (indexByRef.get(ref) ?? Infinity) > p.index)
