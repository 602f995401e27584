import dynamic from 'next/dynamic'
import Image from 'next/image'

import { FavoriteIsland } from '@/features/account/FavoriteIsland'
import { AddToListIsland } from '@/features/lists/AddToListIsland'
import { Prose } from '@/features/content/Prose'
import { NewsletterSection } from '@/features/newsletter/NewsletterSection'
import { PartNumberIsland } from '@/features/part-numbers/PartNumberIsland'
import { Breadcrumbs } from '@/features/ui/Breadcrumbs'
import type { ProductPageData } from '@/lib/product/types'
import { publicLevelLacksStock } from '@/lib/stock'

import { ProductGrid } from './ProductGrid'
import { BuyIsland } from './BuyIsland'
import { PriceIsland } from './PriceIsland'
import { ProductGallery } from './ProductGallery'
import { StockBadge } from './StockBadge'
import { ProductDocuments } from './TechnicalSheetLink'

// rendered on the server (the static HTML says the product is replaced) but in its own chunk: the other product pages
// do not load it
const ReplacementNotice = dynamic(() => import('./ReplacementNotice').then((m) => m.ReplacementNotice))

type Props = { product: ProductPageData; threshold: number }

/** /catalogues/produit/{slug}: static for everyone; only the price and buy islands depend on the reader. */
export function ProductPage({ product, threshold }: Props) {
  return (
    <main id="contenu" className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={[...product.breadcrumb, { label: product.title }]} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <ProductGallery images={product.images} title={product.title} />
        <div className="flex flex-col gap-4">
          {product.brand?.logo ? (
            <Image
              src={product.brand.logo.thumbnailUrl ?? product.brand.logo.url}
              alt={product.brand.logo.alt || product.brand.title}
              width={96}
              height={96}
              className="h-12 w-auto object-contain"
            />
          ) : null}
          <div className="flex items-start justify-between gap-3">
            <h1 className="text-2xl font-bold text-brand-ink sm:text-3xl">{product.title}</h1>
            {/* logged-in only, 36px: the title's line height, so the heart and the list button appearing shift nothing */}
            <AddToListIsland productId={product.id} className="h-9 w-9" wrapperClassName="relative ml-auto shrink-0" />
            <FavoriteIsland productId={product.id} className="h-9 w-9 shrink-0" />
          </div>
          <div className="text-sm text-slate-600">
            <p>
              Référence&nbsp;:{' '}
              <span data-testid="reference" className="font-mono font-semibold text-brand-ink">
                {product.reference}
              </span>
            </p>
            {product.ean ? (
              <p>
                EAN&nbsp;:{' '}
                <span data-testid="ean" className="font-mono text-brand-ink">
                  {product.ean}
                </span>
              </p>
            ) : null}
            {/* « Ma référence », logged-in only: its line is kept for everyone, so it appearing shifts nothing */}
            <div className="min-h-7 py-0.5">
              <PartNumberIsland productId={product.id} />
            </div>
          </div>
          {product.replacement ? (
            // a replaced product is no longer sold: its replacement's offer instead of its own
            <ReplacementNotice replacement={product.replacement} />
          ) : (
            <>
              <StockBadge level={product.stockLevel} />
              <PriceIsland productId={product.id} unit={{ saleUnit: product.saleUnit, step: product.buying.step }} />
              <BuyIsland
                productId={product.id}
                buying={product.buying}
                saleUnit={product.saleUnit}
                lacksStock={publicLevelLacksStock(product.stockLevel, product.confirmationDelay)}
              />
            </>
          )}
          {product.description ? (
            <div data-testid="product-description" className="mt-2">
              <Prose content={product.description} />
            </div>
          ) : null}
          <ProductDocuments
            sheet={product.technicalSheet}
            safetySheets={product.safetySheets}
            declarations={product.conformityDeclarations}
          />
        </div>
      </div>
      {product.characteristics.length > 0 ? (
        <section aria-labelledby="caracteristiques" className="mt-12">
          <h2 id="caracteristiques" className="mb-4 text-xl font-bold text-brand-ink">
            Caractéristiques
          </h2>
          <table className="w-full max-w-3xl border-collapse text-sm">
            <tbody>
              {product.characteristics.map((c, i) => (
                <tr key={c.label + i} className="border-b border-slate-200 odd:bg-slate-50">
                  <th scope="row" className="px-3 py-2 text-left font-medium text-slate-700">
                    {c.label}
                  </th>
                  <td className="px-3 py-2 text-brand-ink">
                    {c.value}
                    {c.type ? ` ${c.type}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {product.compatibles.length > 0 ? (
        <section aria-labelledby="compatibles" className="mt-12" data-testid="compatibles">
          <h2 id="compatibles" className="mb-4 text-xl font-bold text-brand-ink">
            Consommables et pièces compatibles
          </h2>
          {/* below the fold: every card image loads lazily */}
          <ProductGrid products={product.compatibles} threshold={threshold} emptyMessage="" preloadFirst={false} />
        </section>
      ) : null}
      {product.related.length > 0 ? (
        <section aria-labelledby="produits-associes" className="mt-12">
          <h2 id="produits-associes" className="mb-4 text-xl font-bold text-brand-ink">
            Produits associés
          </h2>
          <ProductGrid products={product.related} threshold={threshold} emptyMessage="" />
        </section>
      ) : null}
      <NewsletterSection />
    </main>
  )
}
