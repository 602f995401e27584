import Link from 'next/link'
import { useRouter } from 'next/router'

import { orderRows } from '@/lib/account/orderList'
import { ROUTES } from '@/lib/routes'

import { ACCOUNT_TEXT } from './messages'
import { OrderDetail } from './OrderDetail'
import { QueryState } from './QueryState'
import { useOrders } from './useAccountData'

const T = ACCOUNT_TEXT.orders

/** /mon-compte/mes-commandes: the buyer's orders (GET /api/orders), newest first; `?commande={id}` shows one. */
export default function OrdersContent() {
  const router = useRouter()
  const selected = typeof router.query.commande === 'string' ? router.query.commande : null
  const orders = useOrders()
  if (selected) return <OrderDetail id={selected} />
  const rows = orderRows(orders.data?.orders ?? [])
  return (
    <QueryState query={orders} empty={T.empty} isEmpty={rows.length === 0}>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="account-orders">
        {rows.map((row) => (
          <li
            key={row.id}
            data-order-id={row.id}
            className="grid grid-cols-2 gap-x-4 gap-y-1 px-4 py-3 text-sm sm:grid-cols-[1fr_auto_auto_auto_auto] sm:items-center"
          >
            <span className="font-semibold text-brand-ink">
              {T.number} n° {row.id}
              {row.reference ? (
                <span className="block text-xs font-normal text-slate-600">{`${T.reference}\u00a0: ${row.reference}`}</span>
              ) : null}
            </span>
            <time dateTime={row.isoDate} className="text-slate-700" data-testid="order-date">
              {row.date}
            </time>
            <span className="text-slate-700" data-testid="order-status">
              {row.status}
            </span>
            <span className="font-semibold text-brand-ink" data-testid="order-total">
              {row.total} H.T
            </span>
            <Link
              href={{ pathname: ROUTES.orders, query: { commande: row.id } }}
              className="font-semibold text-brand-dark underline underline-offset-2"
              aria-label={`${T.details}\u00a0: ${T.number} n° ${row.id}`}
            >
              {T.details}
            </Link>
          </li>
        ))}
      </ul>
    </QueryState>
  )
}
