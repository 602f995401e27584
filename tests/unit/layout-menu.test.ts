import { describe, expect, it } from 'vitest'

import { catalogueTree, expertiseTree, toMenuTree, type NavigationDoc } from '@/server/layout/menu'

const nav: NavigationDoc = {
  nos_expertises: {
    label_level_1: 'Nos expertises',
    expertise_level_1: [
      {
        expertise: { id: 1, title: 'Maintenance industrielle', slug: 'maintenance-industrielle' },
        expertise_level_2: [
          {
            solution: { id: 10, title: 'Roulements', slug: 'roulements' },
            expertise_level_3: [{ service: { id: 100, title: 'Audit vibratoire', slug: 'audit-vibratoire' } }, { service: 101 }],
          },
          { solution: 11, expertise_level_3: [] },
        ],
      },
      // bare identifier: skipped
      7,
      { expertise: 8 },
      // the other spelling of the label
      { expertise: { id: 2, titre: 'Travail du métal', slug: 'travail-du-metal' }, expertise_level_2: null },
    ],
  },
  nos_catalogues: {
    label_level_1: '',
    catalogue_level_1: [
      {
        catalogue: { id: 3, titre: 'Outillage', slug: 'outillage' },
        catalogue_level_2: [
          { categorie_level_1: { id: 30, titre: 'Clés', slug: 'cles' } },
          { categorie_level_1: { id: 31, title: 'Pinces', slug: 'pinces' } },
          { categorie_level_1: 32 },
        ],
      },
    ],
  },
}

describe('navigation global → menu trees', () => {
  it('maps expertises → solutions → services with their URLs', () => {
    const tree = expertiseTree(nav)
    expect(tree.label).toBe('Nos expertises')
    expect(tree.items.map((i) => [i.label, i.href])).toEqual([
      ['Maintenance industrielle', '/expertises/maintenance-industrielle'],
      ['Travail du métal', '/expertises/travail-du-metal'],
    ])
    const [solution] = tree.items[0]!.children
    expect(solution).toMatchObject({ label: 'Roulements', href: '/expertises/maintenance-industrielle#roulements' })
    expect(solution!.children).toEqual([{ id: 'service-100', label: 'Audit vibratoire', href: '/services/audit-vibratoire', children: [] }])
  })

  it('skips entries that are bare identifiers, at every level', () => {
    const tree = expertiseTree(nav)
    expect(tree.items).toHaveLength(2)
    expect(tree.items[0]!.children).toHaveLength(1)
    expect(tree.items[0]!.children[0]!.children).toHaveLength(1)
    expect(catalogueTree(nav).items[0]!.children).toHaveLength(2)
  })

  it('reads both `title` and `titre`, and maps catalogues → categories (no third level)', () => {
    const tree = catalogueTree(nav)
    expect(tree.label).toBe('Nos catalogues')
    expect(tree.items[0]).toMatchObject({ label: 'Outillage', href: '/catalogues/outillage' })
    expect(tree.items[0]!.children.map((c) => [c.label, c.href, c.children.length])).toEqual([
      ['Clés', '/catalogues/outillage/cles', 0],
      ['Pinces', '/catalogues/outillage/pinces', 0],
    ])
  })

  it('gives empty trees for an empty global', () => {
    expect(toMenuTree({})).toEqual({
      expertises: { label: 'Nos expertises', items: [] },
      catalogues: { label: 'Nos catalogues', items: [] },
    })
  })
})
