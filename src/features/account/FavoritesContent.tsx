import dynamic from 'next/dynamic'

import { ACCOUNT_TEXT as T } from './messages'
import { ProductLine } from './ProductLine'
import { QueryState } from './QueryState'
import { useFavorites, useToggleFavorite } from './useFavorites'

// the cart's button, loaded with this screen: the cart's inner files are imported on demand only
const AddLineButton = dynamic(() => import('@/features/cart/AddLineButton').then((m) => m.AddLineButton))

/** /mon-compte/favoris: the buyer's favourites with their prices (one batched price request), add to cart, remove. */
export default function FavoritesContent() {
  const favorites = useFavorites()
  const toggle = useToggleFavorite()
  const list = favorites.data?.favorites ?? []
  return (
    <QueryState query={favorites} empty={T.favorites.empty} isEmpty={list.length === 0}>
      <ul data-testid="favorites-list">
        {list.map(({ product }) => (
          <ProductLine
            key={product.id}
            product={product}
            actions={
              <>
                <AddLineButton productId={product.id} quantity={product.buying.min}>
                  {T.addToCart}
                </AddLineButton>
                <button
                  type="button"
                  onClick={() => toggle.mutate({ productId: product.id, favorite: false })}
                  disabled={toggle.isPending}
                  data-testid="favorite-remove"
                  className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-brand-ink hover:bg-slate-50 disabled:opacity-60"
                >
                  {T.favorites.remove}
                </button>
              </>
            }
          />
        ))}
      </ul>
    </QueryState>
  )
}
