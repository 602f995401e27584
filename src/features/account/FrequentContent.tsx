import dynamic from 'next/dynamic'

import { orderDate } from '@/lib/account/orderList'

import { ACCOUNT_TEXT as T } from './messages'
import { ProductLine } from './ProductLine'
import { QueryState } from './QueryState'
import { useFrequentPurchases } from './useAccountData'

// the cart's button, loaded with this screen: the cart's inner files are imported on demand only
const AddLineButton = dynamic(() => import('@/features/cart/AddLineButton').then((m) => m.AddLineButton))

const QUANTITY = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

/** /mon-compte/achats-frequents: most ordered products, last order date and quantity, added with that quantity. */
export default function FrequentContent() {
  const frequent = useFrequentPurchases()
  const items = frequent.data?.items ?? []
  return (
    <>
      <p className="mb-4 text-slate-600">{T.frequent.intro}</p>
      <QueryState query={frequent} empty={T.frequent.empty} isEmpty={items.length === 0}>
        <ul data-testid="frequent-list">
          {items.map((item) => (
            <ProductLine
              key={item.product.id}
              product={item.product}
              details={
                <p className="mt-1 text-sm text-slate-700" data-testid="frequent-details">
                  {T.frequent.orders(item.order_count)} · {T.frequent.last}&nbsp;:{' '}
                  <span data-testid="frequent-last-date">{orderDate(item.last_ordered_at)}</span> · {T.frequent.lastQuantity}&nbsp;:{' '}
                  <span data-testid="frequent-last-quantity">{QUANTITY.format(item.last_quantity)}</span>
                </p>
              }
              actions={
                <AddLineButton productId={item.product.id} quantity={item.last_quantity}>
                  {T.quantityToAdd(QUANTITY.format(item.last_quantity))}
                </AddLineButton>
              }
            />
          ))}
        </ul>
      </QueryState>
    </>
  )
}
