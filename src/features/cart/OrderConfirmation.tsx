import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'

import { accountKeys } from '@/lib/account/queryKeys'
import type { OrderView } from '@/lib/cart/api'
import { cartApi, retryCartRead } from '@/lib/cart/client'
import { cartKeys } from '@/lib/cart/queryKeys'
import { handlingText } from '@/lib/cart/orderSummary'
import { formatEuros } from '@/lib/money'
import { orderDate as date, orderStatusLabel } from '@/lib/account/orderList'
import { documentsPath, ordersPath, ROUTES } from '@/lib/routes'

import { ConfirmationView, type ConfirmedLine } from './ConfirmationView'
import { CONFIRMATION_TEXT as T } from './messages'

const linkClass = 'text-brand-dark underline underline-offset-2'

/** After checkout (on account or by card): the order placed, in view, then the buyer's orders as GET /api/orders lists them. */
export function OrderConfirmation({ order }: { order: OrderView }) {
  const orders = useQuery({ queryKey: cartKeys.orders, queryFn: cartApi.orders, retry: retryCartRead })
  // the placed order with its lines' references, titles, units and expected handling (GET /api/orders/{id})
  const detail = useQuery({ queryKey: accountKeys.order(order.id), queryFn: () => cartApi.order(order.id), retry: retryCartRead })
  const full = detail.data?.code === 'success' ? detail.data.order : null
  const summary = order.summary ?? full?.summary ?? null
  const placed = (orders.data?.orders ?? []).filter((o) => o.status !== 'cart')
  const byId = new Map((summary?.lines ?? []).map((l) => [String(l.product_id), l]))
  const lines: ConfirmedLine[] | null =
    summary || detail.isError
      ? order.products.map((p) => {
          const s = byId.get(p.id)
          return {
            key: p.id,
            reference: s?.reference ?? null,
            title: s?.title ?? null,
            quantity: p.quantity,
            unit: s?.unit ?? '',
            total_ht: p.total_ht,
          }
        })
      : null
  const invoiced = (full ?? order).status === 'invoiced'
  return (
    <div className="flex flex-col gap-6" data-testid="order-confirmation">
      <ConfirmationView
        tone="success"
        testId="confirmation-view"
        title={T.placedTitle(order.id)}
        status={
          <>
            Votre commande n° <span data-testid="placed-order-id">{order.id}</span> a bien été enregistrée.
          </>
        }
        lines={lines}
        totals={{ items: order.amount_ht, delivery: order.delivery_ht, total: order.total_ht }}
        address={order.delivery_address}
        poReference={order.po_reference}
        next={
          <>
            <p>{summary ? summary.handling : handlingText([])}</p>
            <p>{T.mail}</p>
          </>
        }
        links={
          <>
            <Link href={ordersPath(order.id)} className={linkClass} data-testid="confirmation-order-link">
              {T.viewOrder}
            </Link>
            {invoiced ? (
              <Link href={documentsPath()} className={linkClass}>
                {T.documents}
              </Link>
            ) : null}
            <Link href={ROUTES.allProducts} className={linkClass}>
              {T.continue}
            </Link>
          </>
        }
      />
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
    </div>
  )
}
