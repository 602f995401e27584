// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render as renderUi, screen, within } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CartProvider } from '@/features/cart/CartProvider'
import { LayoutProvider } from '@/features/ui/LayoutContext'
import { EMPTY_LAYOUT } from '@/lib/layout/types'

import { ProductPage } from '@/features/product/ProductPage'
import { StockBadge } from '@/features/product/StockBadge'
import type { ProductPageData } from '@/lib/product/types'
import { stockLevel } from '@/lib/stock'

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/catalogues/produit/test' }) }))
vi.mock('next/compat/router', () => ({ useRouter: () => ({ asPath: '/catalogues/produit/test' }) }))

afterEach(cleanup)

const NEWSLETTER_TITLE = 'Restez informé de nos nouveautés'

/** The page as _app provides it: a query client (newsletter sign-up), the local cart and the layout data (newsletter global). */
const render = (ui: ReactElement) =>
  renderUi(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>
        <CartProvider>
          <LayoutProvider value={{ ...EMPTY_LAYOUT, newsletter: { title: NEWSLETTER_TITLE, privacyTerms: null } }}>
            {children}
          </LayoutProvider>
        </CartProvider>
      </QueryClientProvider>
    ),
  })

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text, format: 1 }] })

const product = (over: Partial<ProductPageData> = {}): ProductPageData => ({
  id: 7,
  slug: 'pompe-a-graisse',
  title: 'Pompe à graisse',
  reference: 'REF-7',
  ean: null,
  description: { root: { type: 'root', children: [paragraph('Pompe robuste')] } },
  descriptionText: 'Pompe robuste',
  images: [],
  characteristics: [],
  brand: null,
  breadcrumb: [
    { label: 'Maintenance', href: '/catalogues/maintenance' },
    { label: 'Graissage', href: '/catalogues/maintenance/graissage' },
  ],
  technicalSheet: { url: '/cms/api/media/file/fiche.pdf', filename: 'fiche.pdf' },
  safetySheets: [],
  conformityDeclarations: [],
  replacement: null,
  compatibles: [],
  related: [
    {
      id: 8,
      slug: 'graisse',
      title: 'Graisse',
      reference: 'REF-8',
      brand: null,
      image: null,
      stockLevel: 'to_confirm',
      confirmationDelay: false,
      buying: { min: 1, step: 1 },
    },
  ],
  stockLevel: 'in_stock',
  confirmationDelay: false,
  buying: { min: 1, step: 1 },
  saleUnit: 'EA',
  metaTitle: 'Pompe à graisse',
  metaDescription: 'Pompe robuste',
  ...over,
})

describe('product page', () => {
  it('renders the description as rich text (marks kept)', () => {
    render(<ProductPage product={product()} threshold={3} />)
    const description = screen.getByTestId('product-description')
    expect(description.querySelector('strong')?.textContent).toBe('Pompe robuste')
  })

  it('shows the breadcrumb Accueil › catalogue › category › product', () => {
    render(<ProductPage product={product()} threshold={3} />)
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' })
    const items = within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace('›', ''))
    expect(items).toEqual(['Accueil', 'Maintenance', 'Graissage', 'Pompe à graisse'])
    expect(within(nav).getByRole('link', { name: 'Graissage' }).getAttribute('href')).toBe('/catalogues/maintenance/graissage')
  })

  it('offers the technical sheet as a same-origin PDF download', () => {
    render(<ProductPage product={product()} threshold={3} />)
    const link = screen.getByRole('link', { name: 'Télécharger la fiche technique' })
    expect(link.getAttribute('href')).toBe('/cms/api/media/file/fiche.pdf')
    expect(link.getAttribute('download')).toBe('fiche.pdf')
    expect(link.getAttribute('type')).toBe('application/pdf')
  })

  it('lists related products as cards under « Produits associés »', () => {
    render(<ProductPage product={product()} threshold={3} />)
    const section = screen.getByRole('heading', { name: 'Produits associés' }).closest('section')!
    const card = within(section).getByTestId('product-card')
    expect(card.getAttribute('href')).toBe('/catalogues/produit/graisse')
  })

  it('shows neither the technical sheet, the description nor « Produits associés » when the product has none', () => {
    render(<ProductPage product={product({ related: [], technicalSheet: null, description: null, descriptionText: '' })} threshold={3} />)
    expect(screen.queryByRole('heading', { name: 'Produits associés' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Consommables et pièces compatibles' })).toBeNull()
    expect(screen.queryByTestId('product-documents')).toBeNull()
    expect(screen.queryByTestId('replacement')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Télécharger la fiche technique' })).toBeNull()
    expect(screen.queryByTestId('product-description')).toBeNull()
  })

  it('offers the safety data sheets (FDS) and declarations of conformity beside the technical sheet', () => {
    render(
      <ProductPage
        product={product({
          safetySheets: [{ url: '/cms/api/media/file/fds.pdf', filename: 'fds.pdf', title: 'FDS graisse EP2' }],
          conformityDeclarations: [{ url: '/cms/api/media/file/ce.pdf', filename: 'ce.pdf', title: 'Déclaration CE' }],
        })}
        threshold={3}
      />,
    )
    const documents = screen.getByTestId('product-documents')
    const fds = within(documents).getByRole('link', { name: 'Fiche de données de sécurité (FDS)\u00a0: FDS graisse EP2' })
    expect(fds.getAttribute('href')).toBe('/cms/api/media/file/fds.pdf')
    expect(fds.getAttribute('download')).toBe('fds.pdf')
    const ce = within(documents).getByRole('link', { name: 'Déclaration de conformité\u00a0: Déclaration CE' })
    expect(ce.getAttribute('type')).toBe('application/pdf')
    expect(within(documents).getByRole('link', { name: 'Télécharger la fiche technique' })).toBeTruthy()
  })

  it('a replaced product says so and links to its replacement, without its own price nor stock', async () => {
    const replacement = { ...product().related[0]!, id: 9, slug: 'pompe-v2', title: 'Pompe à graisse V2', reference: 'REF-9' }
    render(<ProductPage product={product({ replacement, related: [] })} threshold={3} />)
    const notice = await screen.findByTestId('replacement')
    expect(within(notice).getByRole('heading').textContent).toBe('Ce produit est remplacé par «\u00a0Pompe à graisse V2\u00a0».')
    expect(within(notice).getByRole('link', { name: 'Pompe à graisse V2' }).getAttribute('href')).toBe('/catalogues/produit/pompe-v2')
    // the replacement's offer (the visitor's « Connaitre le prix »), not the old product's
    expect(within(notice).getByTestId('card-offer')).toBeTruthy()
    expect(screen.queryByTestId('price-island')).toBeNull()
    expect(screen.queryByTestId('stock-label')).toBeNull()
  })

  it('lists « Consommables et pièces compatibles » as product cards, before the related products', () => {
    const graisse = product().related[0]!
    render(
      <ProductPage product={product({ compatibles: [{ ...graisse, id: 11, slug: 'cartouche', title: 'Cartouche' }] })} threshold={3} />,
    )
    const section = screen.getByRole('heading', { name: 'Consommables et pièces compatibles' }).closest('section')!
    expect(within(section).getByTestId('product-card').getAttribute('href')).toBe('/catalogues/produit/cartouche')
    const related = screen.getByRole('heading', { name: 'Produits associés' }).closest('section')!
    expect(section.compareDocumentPosition(related) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(section).getByRole('img').getAttribute('loading')).toBe('lazy')
  })

  it('ends with the newsletter sign-up, after the related products', () => {
    render(<ProductPage product={product()} threshold={3} />)
    const related = screen.getByRole('heading', { name: 'Produits associés' }).closest('section')!
    const newsletter = screen.getByRole('region', { name: NEWSLETTER_TITLE })
    expect(related.compareDocumentPosition(newsletter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(newsletter).getByRole('button', { name: 'Je m’inscris' })).toBeTruthy()
  })

  it('shows the visitor price link « Connaitre le prix »', () => {
    render(<ProductPage product={product()} threshold={3} />)
    expect(screen.getByRole('link', { name: 'Connaitre le prix' }).getAttribute('href')).toBe(
      '/se-connecter?redirect=%2Fcatalogues%2Fproduit%2Ftest',
    )
  })
})

describe('spec §4 stock label on the product page', () => {
  it.each([
    { stock: 10, confirmationDelay: false, threshold: 3, label: 'En stock', colour: 'green' },
    { stock: 3, confirmationDelay: false, threshold: 3, label: 'Stock faible', colour: 'amber' },
    { stock: 5, confirmationDelay: false, threshold: 5, label: 'Stock faible', colour: 'amber' },
    { stock: 0, confirmationDelay: false, threshold: 3, label: 'Délai à confirmer', colour: 'slate' },
    { stock: 100, confirmationDelay: true, threshold: 3, label: 'Délai à confirmer', colour: 'slate' },
  ])('stock $stock, delay $confirmationDelay, threshold $threshold → $label', ({ label, colour, ...input }) => {
    // the page carries the level the server works out, never the quantity
    render(<StockBadge level={stockLevel(input)} />)
    const badge = screen.getByTestId('stock-label')
    expect(badge.textContent).toBe(label)
    expect(badge.className).toContain(`text-${colour}-`)
  })
})
