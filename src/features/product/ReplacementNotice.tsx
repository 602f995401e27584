import Image from 'next/image'
import Link from 'next/link'

import type { ProductCardView } from '@/lib/catalogue/types'
import { FALLBACK_IMAGE } from '@/lib/media'
import { replacedByMessage } from '@/lib/product/replacement'
import { productPath } from '@/lib/routes'
import { publicLevelLacksStock } from '@/lib/stock'

import { CardOffer } from './CardOffer'

/**
 * « Remplacé par »: the old product's page stays and leads to its replacement in one click; a logged-in buyer also gets
 * the replacement's price and add to cart (the card's buy controls, loaded on demand), in the same reserved height a
 * visitor's « Connaitre le prix » takes, so the static HTML does not move.
 */
export function ReplacementNotice({ replacement }: { replacement: ProductCardView }) {
  const image = replacement.image ?? FALLBACK_IMAGE
  const href = productPath(replacement.slug)
  return (
    <section aria-labelledby="remplacement" className="rounded-lg border-2 border-amber-400 bg-amber-50 p-4" data-testid="replacement">
      <h2 id="remplacement" className="text-base font-bold text-brand-ink">
        {replacedByMessage(replacement.title)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">Ce produit ne peut plus être commandé&nbsp;: commandez son remplaçant.</p>
      <div className="mt-3 flex items-center gap-3">
        <Image
          src={image.thumbnailUrl ?? image.url}
          alt=""
          width={64}
          height={64}
          className="h-16 w-16 shrink-0 rounded border border-slate-200 bg-white object-contain"
        />
        <div className="min-w-0">
          <Link
            href={href}
            className="font-semibold text-brand-ink underline underline-offset-2 hover:text-brand"
            data-testid="replacement-link"
          >
            {replacement.title}
          </Link>
          <p className="text-sm text-slate-600">
            Réf. <span className="font-mono">{replacement.reference}</span>
          </p>
        </div>
      </div>
      <div className="mt-3 max-w-sm">
        <CardOffer
          productId={replacement.id}
          title={replacement.title}
          buying={replacement.buying}
          lacksStock={publicLevelLacksStock(replacement.stockLevel, replacement.confirmationDelay)}
        />
      </div>
    </section>
  )
}
