import { describe, expect, it } from 'vitest'

import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd, type ProductJsonLdInput } from '@/lib/jsonld'
import { SITE_NAME } from '@/lib/seo'

const ORIGIN = 'https://shop.example'

const product: ProductJsonLdInput = {
  title: 'Pompe à vide',
  reference: 'PV-100',
  slug: 'pompe-a-vide',
  descriptionText: 'Une pompe robuste.',
  images: [{ url: '/cms/api/media/file/pompe.webp', alt: 'Pompe', width: 600, height: 600, thumbnailUrl: null }],
  brand: { title: 'Acme', slug: 'acme', logo: null },
}

describe('JSON-LD builders (spec §1 SEO)', () => {
  it('the organisation is the integrator of solutions for industry, with absolute url and logo', () => {
    const org = organizationJsonLd(ORIGIN)
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Intégrateur de solutions pour l’industrie', url: `${ORIGIN}/` })
    expect(org.name).toBe(SITE_NAME)
    // the shop's own card: /api/og without parameters (no free text to sign)
    expect(org.logo).toBe('https://shop.example/api/og')
  })

  it('a breadcrumb starts at Accueil, numbers its items and leaves the current page without item', () => {
    const list = breadcrumbJsonLd([{ label: 'Outillage', href: '/catalogues/outillage' }, { label: 'Pompe à vide' }], ORIGIN)
    expect(list['@type']).toBe('BreadcrumbList')
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Outillage', item: `${ORIGIN}/catalogues/outillage` },
      { '@type': 'ListItem', position: 3, name: 'Pompe à vide' },
    ])
  })

  it('a product has name, sku, brand, absolute images and description', () => {
    expect(productJsonLd(product, ORIGIN)).toMatchObject({
      '@type': 'Product',
      name: 'Pompe à vide',
      sku: 'PV-100',
      brand: { '@type': 'Brand', name: 'Acme' },
      image: [`${ORIGIN}/cms/api/media/file/pompe.webp`],
      description: 'Une pompe robuste.',
      url: `${ORIGIN}/catalogues/produit/pompe-a-vide`,
    })
  })

  it('a product has no price: visitors do not see prices (no offers)', () => {
    const json = productJsonLd(product, ORIGIN)
    expect(json).not.toHaveProperty('offers')
    expect(serializeJsonLd(json)).not.toMatch(/offers|price/i)
  })

  it('a product without brand, image or description leaves those keys out', () => {
    const json = productJsonLd({ ...product, brand: null, images: [], descriptionText: '' }, ORIGIN)
    expect(json).not.toHaveProperty('brand')
    expect(json).not.toHaveProperty('image')
    expect(json).not.toHaveProperty('description')
  })

  it('serialising escapes < so CMS text cannot close the script element', () => {
    const out = serializeJsonLd(productJsonLd({ ...product, title: '</script><script>alert(1)</script>' }, ORIGIN))
    expect(out).not.toContain('<')
    expect(out).toContain('\\u003c/script>')
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>')
  })
})
