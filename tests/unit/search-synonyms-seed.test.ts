/**
 * The seed's search synonyms on the seed's catalogue: every one is a synonym the engine takes,
 * with a distinct list label (the seed looks them up by it), and they find what a buyer means: « mèche » the
 * drills titled « Foret », « disqueuse » the « Meuleuse » grinders. A roulement is not a palier.
 */
import { describe, expect, it } from 'vitest'

import { flattenCategories } from '@/cms/seed/data/catalogues'
import { SYNONYMS } from '@/cms/seed/data/synonyms'
import { generateProducts } from '@/cms/seed/products'
import { SEARCH_INDEX } from '@/lib/search/types'
import { checkSynonym } from '@/server/search/engine/synonyms'
import { createLocalEngine } from '@/server/search/local'
import { productRecord } from '@/server/search/records'
import { synonymHitOf, synonymLabel } from '@/server/search/synonyms'

const docs = SYNONYMS.map((x, i) => ({ id: i + 1, type: x.type, mot_saisi: x.mot_saisi, mots: x.mots.map((mot) => ({ mot })) }))
const hits = docs.map(synonymHitOf)

describe('seeded search synonyms', () => {
  it('has the issue’s ones, each valid for the engine, with distinct labels', () => {
    const labels = docs.map(synonymLabel)
    expect(labels).toEqual(
      expect.arrayContaining(['clé = clef', 'foret = mèche', 'EPI = équipement de protection individuelle', 'inox = acier inoxydable']),
    )
    expect(new Set(labels).size).toBe(labels.length)
    for (const hit of hits) {
      expect(hit).not.toBeNull()
      expect(() => checkSynonym(hit)).not.toThrow()
    }
    const words = SYNONYMS.flatMap((x) => x.mots.map((w) => w.toLowerCase()))
    expect(words.includes('roulement') && words.includes('palier')).toBe(false)
  })

  it('find what a buyer means on the seed’s catalogue', () => {
    const categories = new Map(flattenCategories().map((c) => [c.slug, c]))
    const records = generateProducts(2000)
      .filter((p) => p.should_be_displayed)
      .map((p) =>
        productRecord(
          {
            id: p.index + 1,
            titre: p.titre,
            slug: p.slug,
            dimasys_reference: p.reference,
            meta: p.meta,
            stock: p.stock,
            delai_a_confirmer: p.delai_a_confirmer,
          },
          { marque: null, categories: [categories.get(p.category)].filter((c) => c !== undefined), catalogues: [], image: null },
        ),
      )
    const e = createLocalEngine(SEARCH_INDEX)
    e.replaceAllObjects(SEARCH_INDEX, records)
    const titles = (query: string) => e.search(SEARCH_INDEX, { query, hitsPerPage: 1000 }).hits.map((h) => String(h.titre))
    const grinders = (query: string) => titles(query).filter((t) => t.startsWith('Meuleuse')).length
    expect(titles('mèche').filter((t) => t.startsWith('Foret'))).toEqual([])
    // a few grinders already match « disqueuse » as a typo of « disques » in their description
    const before = grinders('disqueuse')

    e.saveSynonyms(SEARCH_INDEX, hits, true, true)
    expect(titles('mèche').filter((t) => t.startsWith('Foret')).length).toBeGreaterThan(0)
    expect(grinders('disqueuse')).toBe(grinders('meuleuse'))
    expect(grinders('disqueuse')).toBeGreaterThan(before)
  })
})
