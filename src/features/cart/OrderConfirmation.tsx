import { useQuery } from '@tanstack/react-query'

import type { OrderView } from '@/lib/cart/api'
import { formatEuros } from '@/lib/money'
import { orderDate as date, orderStatusLabel } from '@/lib/account/orderList'

import { cartApi } from '@/lib/cart/client'
import { cartKeys } from '@/lib/cart/queryKeys'
import { retryCartRead } from '@/lib/cart/client'

/** After checkout: the order placed, then the buyer's orders as GET /api/orders lists them. */
export function OrderConfirmation({ order }: { order: OrderView }) {
  const orders = useQuery({ queryKey: cartKeys.orders, queryFn: cartApi.orders, retry: retryCartRead })
  const placed = (orders.data?.orders ?? []).filter((o) => o.status !== 'cart')
  return (
    <section className="flex flex-col gap-6" data-testid="order-confirmation">
      <div role="status" className="rounded border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900">
        <p className="font-semibold">
          Votre commande n° <span data-testid="placed-order-id">{order.id}</span> a bien été enregistrée.
        </p>
        <p className="text-sm">
          Total H.T : {formatEuros(order.total_ht)}
          {order.po_reference ? ` — votre référence : ${order.po_reference}` : ''}
        </p>
      </div>
      <div>
        <h2 className="mb-2 text-xl font-bold text-brand-ink">Mes commandes</h2>
        <ul className="divide-y divide-slate-200 rounded border border-slate-200" data-testid="orders-list">
          {placed.map((o) => (
            <li key={o.id} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm" data-order-id={o.id}>
              <span className="font-semibold">n° {o.id}</span>
              <span>{date(o.placed_at)}</span>
              <span>{orderStatusLabel(o)}</span>
              <span className="font-semibold">{formatEuros(o.total_ht)} H.T</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
