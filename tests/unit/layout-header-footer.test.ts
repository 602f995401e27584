import { describe, expect, it } from 'vitest'

import { isReducedFooter, SHARE_NETWORKS } from '@/features/layout/footer/footerState'
import { HEADER_HIDE_AFTER_PX, headerVariant, nextHeaderHidden } from '@/features/layout/header/headerState'
import { newsLinks } from '@/features/layout/header/menuLinks'
import { shortName, showsCredit } from '@/features/session/useClientSession'
import { formatEuros } from '@/lib/money'

describe('header colour variant (spec §2)', () => {
  it.each([
    ['/', 'home'],
    ['/catalogues', 'orange'],
    ['/catalogues/[catalogueSlug]', 'orange'],
    ['/catalogues/produit/[slug]', 'orange'],
    ['/panier', 'orange'],
    ['/tous-nos-produits', 'default'],
    ['/expertises', 'default'],
    ['/cataloguesx', 'default'],
    [null, 'default'],
  ])('%s → %s', (path, variant) => {
    expect(headerVariant(path)).toBe(variant)
  })
})

describe('header hiding on scroll (desktop)', () => {
  it('stays visible up to 150px, hides scrolling down beyond, shows again scrolling up', () => {
    expect(nextHeaderHidden(false, 0, HEADER_HIDE_AFTER_PX)).toBe(false)
    expect(nextHeaderHidden(false, 100, 151)).toBe(true)
    expect(nextHeaderHidden(true, 400, 399)).toBe(false)
    expect(nextHeaderHidden(true, 400, 400)).toBe(true)
    expect(nextHeaderHidden(true, 400, 120)).toBe(false)
  })
})

describe('reduced footer pages (spec §2 Footer)', () => {
  it.each([
    '/contact',
    '/creer-un-compte',
    '/mon-compte',
    '/mon-compte/mes-commandes',
    '/se-connecter',
    '/se-connecter/mot-de-passe-oublie',
    '/404',
    '/500',
  ])('%s is reduced', (path) => expect(isReducedFooter(path)).toBe(true))
  it.each(['/', '/catalogues', '/contactez', '/mon-comptex', '/a-propos'])('%s has the full footer', (path) =>
    expect(isReducedFooter(path)).toBe(false),
  )
  it('shares the page being read on three networks', () => {
    expect(SHARE_NETWORKS).toHaveLength(3)
    for (const network of SHARE_NETWORKS)
      expect(network.share('https://x.test/a?b=1')).toContain(encodeURIComponent('https://x.test/a?b=1'))
  })
})

describe('menu links and session labels', () => {
  it('lists the news links with the external blog only when set', () => {
    expect(newsLinks(null).map((l) => l.label)).toEqual(['Événements', 'Cas clients', 'Brochures'])
    expect(newsLinks('https://blog.test', 'Cas client')).toContainEqual({ label: 'Articles', href: 'https://blog.test', external: true })
    expect(newsLinks(null, 'Cas client')[1]).toEqual({ label: 'Cas client', href: '/articles' })
  })
  it('shows the initial and the surname, and credit only for account types other than 1', () => {
    expect(shortName({ firstname: 'jeanne', lastname: 'Martin', email: 'j@x.fr' })).toBe('J. Martin')
    expect(shortName({ firstname: '', lastname: '', email: 'j@x.fr' })).toBe('j@x.fr')
    expect(showsCredit({ dimasys_type: 1 })).toBe(false)
    expect(showsCredit({ dimasys_type: 2 })).toBe(true)
    expect(showsCredit({ dimasys_type: null })).toBe(false)
  })
  it('formats euros with 2 decimals and the € suffix', () => {
    expect(formatEuros(15000).replace(/\s/g, ' ')).toBe('15 000,00 €')
    expect(formatEuros(4250.5).replace(/\s/g, ' ')).toBe('4 250,50 €')
  })
})
