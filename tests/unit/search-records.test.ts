/** CMS documents → search records (spec §3 "Search hits"): fields per kind, links, images, visibility. */
import { describe, expect, it } from 'vitest'

import { recordOf } from '@/server/search/indexer'
import {
  brochureRecord,
  caseStudyRecord,
  catalogueRecord,
  expertiseRecord,
  marqueRecord,
  productRecord,
  referenceVariants,
  serviceRecord,
} from '@/server/search/records'

const media = (name: string) => ({
  url: `http://localhost:3000/cms/api/media/file/${name}.png`,
  sizes: { thumbnail: { url: `http://localhost:3000/cms/api/media/file/${name}-300x300.webp` } },
})

const richText = (text: string) => ({ root: { children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] } })

describe('search records', () => {
  it('a product carries the hit fields, its facets and its reference in joined forms', () => {
    const rec = productRecord(
      {
        id: 12,
        titre: 'Roulement à billes 6204-2RS SKF',
        slug: 'roulement-a-billes-6204-2rs-skf',
        dimasys_reference: 'SKF-6204-2RS',
        ean: '7316577016577',
        meta: { description: 'Roulement rigide à billes.' },
        stock: [{ shop_qty: 2 }, { shop_qty: 1 }],
        delai_a_confirmer: false,
        caracteristiques: [
          { reference_carac: 'Diamètre intérieur', type: 'mm', valeur: '20' },
          { reference_carac: 'Diametre exterieur', type: 'mm', valeur: '47' },
          { reference_carac: 'Protection', type: '', valeur: '2 joints' },
          { reference_carac: 'Vitesse de référence', type: 'tr/min', valeur: '9000' },
        ],
      },
      {
        marque: { titre: 'SKF', slug: 'skf' },
        categories: [
          { titre: 'Roulements à billes', slug: 'roulements-a-billes' },
          { titre: 'Roulements', slug: 'roulements' },
        ],
        catalogues: [
          { titre: 'Roulements et transmission', slug: 'roulements-et-transmission' },
          { titre: 'Roulements et transmission', slug: 'roulements-et-transmission' },
        ],
        image: media('roulement'),
      },
    )
    expect(rec).toEqual({
      objectID: 'product-12',
      algolia_type: 'product',
      type_rank: 5,
      id: 12,
      label: 'Roulement à billes 6204-2RS SKF',
      url: '/catalogues/produit/roulement-a-billes-6204-2rs-skf',
      image: '/cms/api/media/file/roulement-300x300.webp',
      titre: 'Roulement à billes 6204-2RS SKF',
      slug: 'roulement-a-billes-6204-2rs-skf',
      reference: 'SKF-6204-2RS',
      reference_variants: ['skf62042rs', '62042rs'],
      ean: '7316577016577',
      short_desc: 'Roulement rigide à billes.',
      popularity: 0,
      // the index is public: the label's level as a rank (low), never the quantity (3)
      stock_rank: 1,
      delai_a_confirmer: false,
      disponibilite: 'Stock faible',
      marque: 'SKF',
      marque_slug: 'skf',
      cart_increment: 1,
      quantity_min_to_buy: 1,
      catalogue: ['Roulements et transmission'],
      categorie: ['Roulements à billes', 'Roulements'],
      // the scope of the catalogue and category pages (a category's products include its sub-categories')
      catalogue_slugs: ['roulements-et-transmission'],
      categorie_slugs: ['roulements-a-billes', 'roulements'],
      // The main characteristics as facets, value with its unit; the others are left out
      carac: { diametre_interieur: '20 mm', diametre_exterieur: '47 mm', protection: '2 joints' },
      est_remplace: 0,
      remplace_titres: [],
      remplace_references: [],
      remplace_variants: [],
    })
  })

  it('« Remplacé par »: a replaced product is marked; its replacement carries its title, reference and joined forms', () => {
    const p = { id: 9, titre: 'Pompe PG-600', slug: 'pg600', dimasys_reference: 'LUB-PG600' }
    const rel = { marque: null, categories: [], catalogues: [], image: null }
    expect(productRecord(p, { ...rel, replaced: true })).toMatchObject({ est_remplace: 1, remplace_titres: [] })
    expect(productRecord(p, { ...rel, replaces: [{ titre: 'Graisseur GM-500', dimasys_reference: 'LUB-GM-500' }] })).toMatchObject({
      est_remplace: 0,
      remplace_titres: ['Graisseur GM-500'],
      remplace_references: ['LUB-GM-500'],
      remplace_variants: ['lubgm500', 'gm500'],
    })
  })

  it('a product hit carries its stepper rules, spec §3 defaults 1', () => {
    const base = { id: 2, titre: 'Graisse', slug: 'graisse', dimasys_reference: 'G-2' }
    const rel = { marque: null, categories: [], catalogues: [], image: null }
    expect(productRecord({ ...base, cart_increment: 6, quantity_min_to_buy: 12 }, rel)).toMatchObject({
      cart_increment: 6,
      quantity_min_to_buy: 12,
    })
    expect(productRecord({ ...base, cart_increment: 0, quantity_min_to_buy: null }, rel)).toMatchObject({
      cart_increment: 1,
      quantity_min_to_buy: 1,
    })
  })

  it('a product without meta description or image gets a short plain description and no image', () => {
    const rec = productRecord(
      { id: 1, titre: 'Gants', slug: 'gants', dimasys_reference: 'G-1', description: richText('x'.repeat(300)), stock: [{ shop_qty: 50 }] },
      { marque: null, categories: [], catalogues: [], image: null, lowStockThreshold: 60 },
    )
    expect(rec.short_desc).toHaveLength(160)
    expect(rec.short_desc.endsWith('…')).toBe(true)
    expect(rec.image).toBeNull()
    expect(rec.disponibilite).toBe('Stock faible') // the threshold is the site setting
    expect(rec.marque).toBeNull()
  })

  it('spec §4: a confirmation delay or no stock gives “Délai à confirmer”', () => {
    const base = { id: 2, titre: 'T', slug: 't', dimasys_reference: 'R' }
    const rel = { marque: null, categories: [], catalogues: [], image: null }
    expect(productRecord({ ...base, stock: [{ shop_qty: 99 }], delai_a_confirmer: true }, rel).disponibilite).toBe('Délai à confirmer')
    expect(productRecord({ ...base, stock: [] }, rel).disponibilite).toBe('Délai à confirmer')
    expect(productRecord({ ...base, stock: [{ shop_qty: 10 }] }, rel).disponibilite).toBe('En stock')
  })

  it('a brand links to its page when it has one, else to its products in the listing, with its logo', () => {
    const page = marqueRecord({ id: 3, titre: 'SKF', slug: 'skf', description: 'Roulements', has_single_page: true }, media('skf'))
    expect(page).toMatchObject({
      objectID: 'marque-3',
      algolia_type: 'marque',
      url: '/partenaires/skf',
      logo: '/cms/api/media/file/skf-300x300.webp',
      has_single_page: true,
    })
    expect(page.image).toBe(page.logo)
    expect(marqueRecord({ id: 4, titre: 'NSK', slug: 'nsk' }, null)).toMatchObject({
      url: '/tous-nos-produits?marque=NSK',
      logo: null,
      has_single_page: false,
      description: '',
    })
    expect(marqueRecord({ id: 5, titre: 'Würth & Co', slug: 'wurth' }, null).url).toBe('/tous-nos-produits?marque=W%C3%BCrth%20%26%20Co')
  })

  it('expertises, services and catalogues link to their pages', () => {
    expect(
      expertiseRecord({ id: 1, title: 'Maintenance industrielle', slug: 'maintenance-industrielle', description: 'D' }, null),
    ).toMatchObject({
      objectID: 'expertise-1',
      algolia_type: 'expertise',
      url: '/expertises/maintenance-industrielle',
      title: 'Maintenance industrielle',
      description: 'D',
    })
    expect(serviceRecord({ id: 2, title: 'Audit', slug: 'audit' }, media('a'))).toMatchObject({
      objectID: 'service-2',
      algolia_type: 'service',
      url: '/services/audit',
    })
    expect(catalogueRecord({ id: 5, titre: 'Outillage', slug: 'outillage' }, null)).toMatchObject({
      objectID: 'catalogue-5',
      algolia_type: 'catalogue',
      url: '/catalogues/outillage',
    })
  })

  it('spec §2: a case study links to /partenaires/{slug} of its brand when the brand has a page', () => {
    const withPage = caseStudyRecord(
      { id: 7, title: 'Étude', slug: 'etude', sous_titre: 'Sous-titre' },
      { titre: 'SKF', slug: 'skf', has_single_page: true },
      null,
    )
    expect(withPage).toMatchObject({
      objectID: 'case_studies-7',
      algolia_type: 'case_studies',
      url: '/partenaires/skf',
      sous_titre: 'Sous-titre',
      marque: 'SKF',
    })
    expect(caseStudyRecord({ id: 8, title: 'É', slug: 'e' }, null, null).url).toBe('/case-studies#e')
  })

  it('spec §2: a brochure hit is its file', () => {
    const rec = brochureRecord({ id: 9, titre: 'Catalogue 2026', slug: 'catalogue-2026' }, media('cover'), {
      url: 'http://localhost:3000/cms/api/media/file/catalogue-2026.pdf',
    })
    expect(rec).toMatchObject({
      objectID: 'brochure-9',
      algolia_type: 'brochure',
      fichier: '/cms/api/media/file/catalogue-2026.pdf',
      url: '/cms/api/media/file/catalogue-2026.pdf',
    })
  })

  it('joins the last parts of a reference', () => {
    expect(referenceVariants('FAC-440.JE10')).toEqual(['fac440je10', '440je10'])
    expect(referenceVariants('STMT72829')).toEqual([])
  })

  describe('only public documents have a record', () => {
    const rel = { media: new Map(), marques: new Map(), categories: new Map(), catalogues: new Map(), threshold: 3 }
    const p = { id: 1, titre: 'T', slug: 't', dimasys_reference: 'R' }
    it.each([
      ['a displayed product', 'produits', { ...p, should_be_displayed: true }, true],
      ['a hidden product', 'produits', { ...p, should_be_displayed: false }, false],
      ['a published brochure', 'brochures', { id: 2, titre: 'B', slug: 'b', _status: 'published' }, true],
      ['a draft brochure', 'brochures', { id: 2, titre: 'B', slug: 'b', _status: 'draft' }, false],
      ['a draft case study', 'case-studies', { id: 3, title: 'C', slug: 'c', _status: 'draft' }, false],
      ['a brand', 'marques', { id: 4, titre: 'M', slug: 'm' }, true],
    ] as const)('%s → %s', (_label, collection, doc, indexed) => {
      expect(recordOf(collection, doc as never, rel) !== null).toBe(indexed)
    })
  })
})
