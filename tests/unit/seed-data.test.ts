// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { CATALOGUES, flattenCategories, leafCategorySlugs } from '@/cms/seed/data/catalogues'
import { EXPERTISES, SERVICES } from '@/cms/seed/data/expertises'
import { BOX_OF_10, FAMILIES } from '@/cms/seed/data/families'
import { MARQUES } from '@/cms/seed/data/marques'
import { PAGES } from '@/cms/seed/data/pages'
import { buildPdf } from '@/cms/seed/pdf'
import { generateProducts, LOW_STOCK_THRESHOLD, PROMOTION_TYPES, stockCase, stockTotal } from '@/cms/seed/products'
import { createRng } from '@/cms/seed/rng'

const products = generateProducts(2000)

describe('seeded PRNG', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createRng('x')
    const b = createRng('x')
    expect(Array.from({ length: 5 }, a.next)).toEqual(Array.from({ length: 5 }, b.next))
    expect(createRng('y').next()).not.toBe(createRng('x').next())
  })
})

describe('product generator', () => {
  it('is deterministic: same N, same products', () => {
    const again = generateProducts(2000)
    expect(again.map((p) => p.reference)).toEqual(products.map((p) => p.reference))
    expect(again[1234]).toEqual(products[1234])
  })

  it('extends the same list when N grows (a larger run adds the difference)', () => {
    const small = generateProducts(300)
    expect(products.slice(0, 300).map((p) => [p.reference, p.titre, p.slug])).toEqual(small.map((p) => [p.reference, p.titre, p.slug]))
  })

  it('gives unique references and slugs', () => {
    expect(new Set(products.map((p) => p.reference)).size).toBe(2000)
    expect(new Set(products.map((p) => p.slug)).size).toBe(2000)
    for (const p of products) expect(p.reference).toMatch(/^[A-Z0-9]{2,3}-[A-Za-z0-9.\-]+$/)
  })

  it('covers every stock label in the first 2000: 0, 1–3 (low) and plenty', () => {
    const cases = new Set(products.map(stockCase))
    expect(cases).toEqual(new Set(['zero', 'low', 'plenty']))
    const low = products.filter((p) => stockCase(p) === 'low')
    for (const p of low) expect(stockTotal(p)).toBeGreaterThanOrEqual(1)
    for (const p of low) expect(stockTotal(p)).toBeLessThanOrEqual(LOW_STOCK_THRESHOLD)
    const share = (c: string) => products.filter((p) => stockCase(p) === c).length / products.length
    expect(share('zero')).toBeGreaterThan(0.04)
    expect(share('low')).toBeGreaterThan(0.06)
    for (const p of products) for (const s of p.stock) expect(['Lyon', 'Lille', 'Liège']).toContain(s.depot)
  })

  it('has believable commercial data', () => {
    const promos = products.filter((p) => p.prix.promotion_type !== null)
    expect(promos.length / products.length).toBeGreaterThan(0.06)
    expect(promos.length / products.length).toBeLessThan(0.14)
    for (const p of promos) {
      expect(PROMOTION_TYPES).toContain(p.prix.promotion_type)
      expect(p.prix.promotion_with_taxes).toBeLessThan(p.prix.base_with_taxes)
    }
    for (const p of products.filter((x) => x.prix.promotion_type === null)) expect(p.prix.promotion_with_taxes).toBeNull()
    for (const p of products) {
      expect(p.caracteristiques.length).toBeGreaterThanOrEqual(3)
      expect(p.caracteristiques.length).toBeLessThanOrEqual(8)
      expect(p.galerie.length).toBeGreaterThanOrEqual(1)
      expect(p.galerie.length).toBeLessThanOrEqual(3)
      expect(p.relations.length).toBeGreaterThanOrEqual(2)
      expect(p.relations.length).toBeLessThanOrEqual(4)
      expect(p.taxes).toBe(20)
    }
    const units = new Set(products.map((p) => p.sale_unit))
    for (const u of ['EA', 'PK', 'M', 'L', 'KG']) expect(units).toContain(u)
    expect(products.some((p) => p.cart_increment === 0.5)).toBe(true)
    expect(products.some((p) => p.cart_increment === 10)).toBe(true)
    expect(products.some((p) => !p.should_be_displayed)).toBe(true)
    expect(products.some((p) => p.delai_a_confirmer)).toBe(true)
  })

  it('the 400 e2e products hold a box of 10 and a product sold by the metre (increment 0.5), in stock', () => {
    const buyable = (p: (typeof products)[number]) => p.should_be_displayed && !p.delai_a_confirmer && stockCase(p) === 'plenty'
    const first400 = products.slice(0, 400)
    expect(first400.some((p) => buyable(p) && p.sale_unit === BOX_OF_10 && p.cart_increment === 10 && p.quantity_min_to_buy === 10)).toBe(
      true,
    )
    expect(first400.some((p) => buyable(p) && p.sale_unit === 'M' && p.cart_increment === 0.5)).toBe(true)
  })

  it('relates products of the same category only', () => {
    const byRef = new Map(products.map((p) => [p.reference, p]))
    for (const p of products) {
      expect(p.relations).not.toContain(p.reference)
      for (const ref of p.relations) expect(byRef.get(ref)?.category).toBe(p.category)
    }
  })
})

describe('catalogue data', () => {
  it('has the three expertises of the spec, each with 3–4 solutions linked to 2–4 services', () => {
    expect(EXPERTISES.map((e) => e.slug)).toEqual(['maintenance-industrielle', 'travail-du-metal', 'equipement-professionnel'])
    const services = new Set(SERVICES.map((s) => s.slug))
    for (const e of EXPERTISES) {
      expect(e.solutions.length).toBeGreaterThanOrEqual(3)
      expect(e.solutions.length).toBeLessThanOrEqual(4)
      for (const s of e.solutions) {
        expect(s.services.length).toBeGreaterThanOrEqual(2)
        expect(s.services.length).toBeLessThanOrEqual(4)
        for (const slug of s.services) expect(services).toContain(slug)
      }
    }
  })

  it('has about 40 categories in two levels, each in a catalogue', () => {
    const categories = flattenCategories()
    expect(categories.length).toBeGreaterThanOrEqual(36)
    expect(categories.length).toBeLessThanOrEqual(48)
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length)
    const bySlug = new Map(categories.map((c) => [c.slug, c]))
    const level2 = categories.filter((c) => c.parent !== null)
    expect(level2.length).toBeGreaterThan(0)
    for (const c of level2) {
      const parent = bySlug.get(c.parent as string)
      expect(parent?.level).toBe(1)
      expect(parent?.catalogue).toBe(c.catalogue)
    }
    expect(new Set(categories.map((c) => c.catalogue))).toEqual(new Set(CATALOGUES.map((c) => c.slug)))
  })

  it('gives every category holding products a product family', () => {
    const families = new Set(FAMILIES.map((f) => f.category))
    for (const slug of leafCategorySlugs()) expect(families).toContain(slug)
    const brands = new Set(MARQUES.map((m) => m.slug))
    for (const f of FAMILIES) for (const b of f.brands) expect(brands).toContain(b)
  })

  it('has the legal pages, linking only to pages created before them', () => {
    expect(PAGES.map((p) => p.slug).sort()).toEqual(
      ['a-propos', 'cookies', 'mentions-legales', 'politique-de-confidentialite', 'termes-et-conditions'].sort(),
    )
    const created: string[] = []
    for (const p of PAGES) {
      for (const l of p.links) expect(created).toContain(l)
      created.push(p.slug)
    }
  })

  it('uses every rich-text node kind and mark across the pages', () => {
    const ids = new Map(PAGES.map((p, i) => [p.slug, i + 1]))
    const kinds = new Set<string>()
    let format = 0
    const walk = (node: Record<string, unknown>) => {
      const type = node.type as string
      if (type === 'heading') kinds.add(node.tag as string)
      else if (type === 'list') kinds.add(node.tag as string)
      else if (type === 'link')
        kinds.add(`link:${(node.fields as { linkType: string }).linkType}:${(node.fields as { newTab: boolean }).newTab}`)
      else kinds.add(type)
      if (type === 'paragraph' && (node.indent as number) > 0) kinds.add('indented-paragraph')
      if (type === 'listitem' && (node.indent as number) > 0) kinds.add('nested-listitem')
      if (type === 'text') format |= node.format as number
      for (const child of (node.children as Record<string, unknown>[] | undefined) ?? []) walk(child)
    }
    for (const p of PAGES) walk(p.contenu((slug) => ids.get(slug) as number).root as unknown as Record<string, unknown>)
    for (const k of [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'quote',
      'ul',
      'ol',
      'listitem',
      'paragraph',
      'text',
      'indented-paragraph',
      'nested-listitem',
      'link:internal:false',
      'link:custom:true',
    ]) {
      expect(kinds).toContain(k)
    }
    // bold 1, italic 2, underline 8, code 16
    expect(format & (1 | 2 | 8 | 16)).toBe(1 | 2 | 8 | 16)
  })
})

describe('PDF builder', () => {
  const pdf = buildPdf({
    title: 'Fiche technique – Roulements à billes',
    subtitle: 'Série 62xx (ø 10 à 60 mm)',
    lines: ['Ligne avec (parenthèses) et \\ barre oblique, accents éèàç, 20 €.', ''],
  })
  const text = pdf.toString('latin1')

  it('starts with %PDF- and ends with %%EOF', () => {
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
  })

  it('has a startxref offset pointing at the xref table, whose entries point at their objects', () => {
    const match = /startxref\n(\d+)\n%%EOF\s*$/.exec(text)
    expect(match).not.toBeNull()
    const offset = Number(match?.[1])
    expect(text.slice(offset, offset + 4)).toBe('xref')
    const lines = text.slice(offset).split('\n')
    const count = Number(lines[1]?.split(' ')[1])
    expect(count).toBeGreaterThan(1)
    for (let i = 1; i < count; i++) {
      const entry = lines[2 + i] as string
      expect(entry.length + 1).toBe(20) // each xref entry is exactly 20 bytes
      const objOffset = Number(entry.slice(0, 10))
      expect(text.slice(objOffset, objOffset + `${i} 0 obj`.length)).toBe(`${i} 0 obj`)
    }
  })

  it('declares the exact length of its content stream and uses the standard Helvetica font', () => {
    const m = /\/Length (\d+) >>\nstream\n/.exec(text)
    expect(m).not.toBeNull()
    const start = (m?.index ?? 0) + (m?.[0].length ?? 0)
    expect(text.slice(start + Number(m?.[1]), start + Number(m?.[1]) + 10)).toBe('\nendstream')
    expect(text).toContain('/BaseFont /Helvetica')
  })

  it('is deterministic', () => {
    expect(buildPdf({ title: 'A', lines: ['b'] }).equals(buildPdf({ title: 'A', lines: ['b'] }))).toBe(true)
  })
})
