import Link from 'next/link'
import { useRouter } from 'next/router'

import { orderRows } from '@/lib/account/orderList'
import { ROUTES } from '@/lib/routes'
import { isOrderShippingState, ORDER_SHIPPING_STATES, orderStateOf, type OrderShippingState } from '@/lib/shipping/lineState'

import { ACCOUNT_TEXT } from './messages'
import { OrderDetail } from './OrderDetail'
import { OrdersExport } from './OrdersExport'
import { QueryState } from './QueryState'
import { useOrders } from './useAccountData'

const T = ACCOUNT_TEXT.orders

/**
 * Where the order's goods stand, under its status when it says more (« Enregistrée » · « Expédiée partiellement »):
 * not for an order still only ordered, nor when the status already says it (« Expédiée »).
 */
function shippingLabel(status: string, state: OrderShippingState | null | undefined): string | null {
  if (!state || state === 'commandee') return null
  const label = ORDER_SHIPPING_STATES.find((s) => s.value === state)?.label ?? null
  return label === status ? null : label
}

/**
 * /mon-compte/mes-commandes: the buyer's orders (GET /api/orders), newest first; `?commande={id}` shows one, `?etat=`
 * (expediee, livree…: src/lib/shipping/lineState.ts) keeps the orders in that state.
 */
export default function OrdersContent() {
  const router = useRouter()
  const selected = typeof router.query.commande === 'string' ? router.query.commande : null
  const state = isOrderShippingState(router.query.etat) ? router.query.etat : null
  const orders = useOrders()
  if (selected) return <OrderDetail id={selected} />
  const all = orderRows(orders.data?.orders ?? [])
  const stateOf = new Map((orders.data?.orders ?? []).map((o) => [o.id, orderStateOf(o)]))
  const kept = state ? new Set(all.filter((row) => stateOf.get(row.id) === state).map((row) => row.id)) : null
  const rows = kept ? all.filter((row) => kept.has(row.id)) : all
  const filter = (value: string) =>
    void router.replace({ pathname: ROUTES.orders, query: value ? { etat: value } : {} }, undefined, { shallow: true, scroll: false })
  return (
    <>
      {all.length > 0 ? (
        <div className="mb-3 flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
          <label className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="font-semibold text-brand-ink">{T.filter}</span>
            <select
              value={state ?? ''}
              onChange={(e) => filter(e.target.value)}
              // its longest state (« En attente de réapprovisionnement ») must not widen a phone's page
              className="min-w-0 max-w-full rounded-md border border-slate-300 px-2 py-1"
              data-testid="orders-state-filter"
            >
              <option value="">{T.filterAll}</option>
              {ORDER_SHIPPING_STATES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          {rows.length > 0 ? <OrdersExport scope={{ etat: state }} /> : null}
        </div>
      ) : null}
      <QueryState query={orders} empty={all.length > 0 ? T.filterEmpty : T.empty} isEmpty={rows.length === 0}>
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
              <span className="text-slate-700">
                <span data-testid="order-status">{row.status}</span>
                {shippingLabel(row.status, stateOf.get(row.id)) ? (
                  <span className="block text-xs text-slate-600" data-testid="order-shipping-state">
                    {shippingLabel(row.status, stateOf.get(row.id))}
                  </span>
                ) : null}
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
    </>
  )
}
