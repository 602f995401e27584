/**
 * How hits are shown (spec §3 "Search hits": each kind with its fields, highlighted versions; spec §2: fallback image,
 * brochures downloaded, case studies to /partenaires/{slug}) and the product listing's cards, plus the Insights
 * event checks (spec §7: view, click, conversion; batches of 20 objects).
 */
import { describe, expect, it } from 'vitest'

import { HIGHLIGHT_POST_TAG as POST, HIGHLIGHT_PRE_TAG as PRE, highlightParts, toHitView, type SearchHit } from '@/features/search/hitView'
import { productCardFromHit, productCount } from '@/features/search/listing/productCard'
import { FALLBACK_IMAGE } from '@/lib/media'
import type { ProductRecord } from '@/lib/search/types'
import { checkInsightsBody } from '@/server/search/insights'

const base = { type_rank: 1, id: 7, slug: 'x', image: null as string | null }

const product: ProductRecord = {
  ...base,
  objectID: 'product-7',
  algolia_type: 'product',
  type_rank: 5,
  label: 'Roulement à billes 6204-2RS SKF',
  url: '/catalogues/produit/roulement-6204',
  image: '/cms/api/media/file/roulement-300x300.webp',
  slug: 'roulement-6204',
  titre: 'Roulement à billes 6204-2RS SKF',
  reference: 'SKF-6204-2RS',
  reference_variants: ['skf62042rs', '62042rs'],
  ean: null,
  short_desc: 'Roulement rigide à une rangée de billes.',
  popularity: 0,
  stock_rank: 1,
  delai_a_confirmer: false,
  disponibilite: 'Stock faible',
  marque: 'SKF',
  marque_slug: 'skf',
  catalogue: ['Roulements et transmission'],
  categorie: ['Roulements à billes'],
  catalogue_slugs: ['roulements-et-transmission'],
  categorie_slugs: ['roulements-a-billes'],
  carac: { diametre_interieur: '20 mm' },
}

describe('highlighted values', () => {
  it.each([
    ['no match', 'Pompe à graisse', [{ text: 'Pompe à graisse', highlighted: false }]],
    [
      'one match',
      `${PRE}Roul${POST}ement`,
      [
        { text: 'Roul', highlighted: true },
        { text: 'ement', highlighted: false },
      ],
    ],
    [
      'two matches',
      `a ${PRE}b${POST} c ${PRE}d${POST}`,
      [
        { text: 'a ', highlighted: false },
        { text: 'b', highlighted: true },
        { text: ' c ', highlighted: false },
        { text: 'd', highlighted: true },
      ],
    ],
    [
      'markup in a value stays text',
      `<b>${PRE}x${POST}</b>`,
      [
        { text: '<b>', highlighted: false },
        { text: 'x', highlighted: true },
        { text: '</b>', highlighted: false },
      ],
    ],
    ['an unclosed tag is text', `a ${PRE}b`, [{ text: `a ${PRE}b`, highlighted: false }]],
  ])('%s', (_label, value, parts) => {
    expect(highlightParts(value)).toEqual(parts)
  })
})

describe('spec §3 search hits: each kind with its fields', () => {
  it('product: title (highlighted), reference, stock label, image, page', () => {
    const view = toHitView({ ...product, _highlightResult: { titre: { value: `${PRE}Roulement${POST} à billes 6204-2RS SKF` } } })
    expect(view).toMatchObject({
      kind: 'product',
      kindLabel: 'Produit',
      subtitle: [
        { text: 'Réf. ', highlighted: false },
        { text: 'SKF-6204-2RS', highlighted: false },
      ],
      reference: [{ text: 'SKF-6204-2RS', highlighted: false }],
      text: 'Roulement rigide à une rangée de billes.',
      stock: 'Stock faible',
      image: { src: product.image, fallback: false },
      href: '/catalogues/produit/roulement-6204',
      download: false,
      product: {
        id: 7,
        title: product.titre,
        reference: 'SKF-6204-2RS',
        stockLevel: 'low',
        confirmationDelay: false,
        buying: { min: 1, step: 1 },
      },
    })
    expect(view.title[0]).toEqual({ text: 'Roulement', highlighted: true })
  })

  it('spec §2: a hit without an image shows the fallback image', () => {
    expect(toHitView({ ...product, image: null }).image).toEqual({ src: FALLBACK_IMAGE.url, alt: '', fallback: true })
  })

  it('brand: its logo, name and description', () => {
    const hit: SearchHit = {
      ...base,
      objectID: 'marque-1',
      algolia_type: 'marque',
      label: 'SKF',
      url: '/partenaires/skf',
      titre: 'SKF',
      description: 'Roulements',
      logo: '/logo.webp',
      has_single_page: true,
    }
    expect(toHitView(hit)).toMatchObject({
      kindLabel: 'Marque',
      title: [{ text: 'SKF', highlighted: false }],
      text: 'Roulements',
      image: { src: '/logo.webp' },
      href: '/partenaires/skf',
    })
  })

  it('spec §2: case-study results link to /partenaires/{slug}, with their subtitle', () => {
    const hit: SearchHit = {
      ...base,
      objectID: 'case_studies-3',
      algolia_type: 'case_studies',
      label: 'Ligne',
      url: '/partenaires/skf',
      title: 'Ligne de production',
      sous_titre: 'Arrêts divisés par deux',
      marque: 'SKF',
      marque_slug: 'skf',
    }
    expect(toHitView(hit)).toMatchObject({
      kindLabel: 'Étude de cas',
      subtitle: [{ text: 'Arrêts divisés par deux', highlighted: false }],
      href: '/partenaires/skf',
      download: false,
    })
  })

  it('spec §2: brochure results are direct file downloads', () => {
    const hit: SearchHit = {
      ...base,
      objectID: 'brochure-2',
      algolia_type: 'brochure',
      label: 'Guide',
      url: '/cms/api/media/file/guide.pdf',
      titre: 'Guide',
      description: 'PDF',
      fichier: '/cms/api/media/file/guide.pdf',
    }
    expect(toHitView(hit)).toMatchObject({ kindLabel: 'Brochure', href: '/cms/api/media/file/guide.pdf', download: true })
    expect(toHitView({ ...hit, fichier: null, url: '/brochures' })).toMatchObject({ href: '/brochures', download: false })
  })

  it.each([
    ['expertise', 'Expertise', '/expertises/e'],
    ['service', 'Service', '/services/s'],
    ['catalogue', 'Catalogue', '/catalogues/c'],
  ] as const)('%s: title, description, image, page', (kind, label, url) => {
    const hit = {
      ...base,
      objectID: `${kind}-1`,
      algolia_type: kind,
      label: 'T',
      url,
      title: 'T',
      titre: 'T',
      description: 'D',
    } as SearchHit
    expect(toHitView(hit)).toMatchObject({ kindLabel: label, title: [{ text: 'T', highlighted: false }], text: 'D', href: url })
  })
})

describe('/tous-nos-produits cards from product hits', () => {
  it('the catalogue card’s fields: brand, reference, stock, delay, thumbnail, stepper rules (spec §3 defaults 1)', () => {
    expect(productCardFromHit(product)).toEqual({
      id: 7,
      slug: 'roulement-6204',
      title: product.titre,
      reference: 'SKF-6204-2RS',
      brand: 'SKF',
      image: { url: product.image, alt: product.titre, width: null, height: null, thumbnailUrl: product.image },
      stockLevel: 'low',
      confirmationDelay: false,
      buying: { min: 1, step: 1 },
    })
    expect(productCardFromHit({ ...product, image: null }).image).toBeNull()
    expect(productCardFromHit({ ...product, cart_increment: 5, quantity_min_to_buy: 10 })).toMatchObject({ buying: { min: 10, step: 5 } })
  })

  it.each([
    [1, 1, 1, '1 produit'],
    [24, 1, 1, '24 produits'],
    [1981, 2, 83, '1 981 produits · page 2 sur 83'],
  ])('%i products, page %i of %i: %s', (n, page, pages, text) => {
    expect(productCount(n, page, pages).replace(/\u202f|\u00a0/g, ' ')).toBe(text)
  })
})

describe('spec §7 search analytics events (embedded Insights endpoint)', () => {
  const view = { eventType: 'view', eventName: 'Hits Viewed', index: 'all-fr', userToken: 'anonymous-1', objectIDs: ['product-1'] }
  it.each([
    ['a view', { events: [view] }, true],
    [
      'a click after a search with its position',
      { events: [{ ...view, eventType: 'click', eventName: 'Hit Clicked', queryID: 'abc123', positions: [4] }] },
      true,
    ],
    [
      'a conversion after a search',
      { events: [{ ...view, eventType: 'conversion', eventName: 'Hit Converted', queryID: 'abc123' }] },
      true,
    ],
    ['a batch of 20 objects', { events: [{ ...view, objectIDs: Array.from({ length: 20 }, (_, i) => `p-${i}`) }] }, true],
    ['a batch of 21 objects', { events: [{ ...view, objectIDs: Array.from({ length: 21 }, (_, i) => `p-${i}`) }] }, false],
    ['no events', { events: [] }, false],
    ['no body', undefined, false],
    ['an event name over 64 characters', { events: [{ ...view, eventName: 'x'.repeat(65) }] }, false],
  ])('%s: valid %s', (_label, body, ok) => {
    expect(checkInsightsBody(body).ok).toBe(ok)
  })

  it('JSON text (sendBeacon) is read; broken JSON is a 400, a bad batch a 422 naming the field', () => {
    expect(checkInsightsBody(JSON.stringify({ events: [view] }))).toMatchObject({ ok: true })
    expect(checkInsightsBody('{')).toEqual({ ok: false, status: 400, message: 'Invalid JSON' })
    expect(checkInsightsBody({ events: [view, { ...view, userToken: '' }] })).toMatchObject({
      ok: false,
      status: 422,
      message: expect.stringMatching(/^events\.1\.userToken/),
    })
  })
})
