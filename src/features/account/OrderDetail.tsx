import dynamic from 'next/dynamic'
import Link from 'next/link'

import { ORDER_STATUS_LABEL, orderDate, reorderLines } from '@/lib/account/orderList'
import { ApiError } from '@/lib/apiClient'
import { addressLines } from '@/lib/cart/orderSummary'
import { formatEuros } from '@/lib/money'
import { ROUTES } from '@/lib/routes'
import { lineState, shippableLines } from '@/lib/shipping/lineState'

import { STACKED } from '@/features/ui/stackedTable'

import { LineThumbnail } from './LineThumbnail'
import { ACCOUNT_TEXT } from './messages'
import { OrderShipments } from './OrderShipments'
import { OrdersExport } from './OrdersExport'
import { QueryState } from './QueryState'
import { useOrder, useProductSummaries } from './useAccountData'

// the cart's button, loaded with this screen: the cart's inner files are imported on demand only
const ReorderButton = dynamic(() => import('@/features/cart/ReorderButton').then((m) => m.ReorderButton))

const T = ACCOUNT_TEXT.orders
const QUANTITY = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

/** One order (GET /api/orders/{id}) with its lines, and 'Commander à nouveau' (the lines back in the cart). */
export function OrderDetail({ id }: { id: string }) {
  const reply = useOrder(id)
  const order = reply.data?.code === 'success' && reply.data.order.status !== 'cart' ? reply.data.order : null
  const summaries = useProductSummaries(order ? order.products.map((l) => Number(l.id)) : [])
  const notFound = reply.error instanceof ApiError && reply.error.status === 404
  const products = new Map((summaries.data?.products ?? []).map((p) => [p.id, p]))
  const lines = order ? reorderLines(order, new Set(products.keys())) : []
  // reference, sale unit and expected handling of each line, as the confirmation mail gives them
  const summary = new Map((order?.summary?.lines ?? []).map((l) => [String(l.product_id), l]))
  const pending = order?.status === 'placed'
  // each line's shipping state (« Expédiée partiellement : 20 sur 30 »…), from the order's shipments
  const shipments = order?.shipments ?? []
  const states = new Map(order ? shippableLines(order).map((l) => [String(l.product_id), lineState(l, shipments)]) : [])
  const titleOf = (productId: number) =>
    products.get(productId)?.title ?? summary.get(String(productId))?.title ?? T.withdrawn(String(productId))

  return (
    <section aria-labelledby="commande" data-testid="order-detail">
      <Link href={ROUTES.orders} className="mb-4 inline-block text-sm font-semibold text-brand-dark underline underline-offset-2">
        ← {T.back}
      </Link>
      <h2 id="commande" className="mb-4 text-xl font-bold text-brand-ink">
        {T.detailTitle(id)}
      </h2>
      {notFound || (reply.data && !order) ? (
        <p className="text-slate-700" data-testid="order-not-found">
          {T.notFound}
        </p>
      ) : (
        <QueryState query={reply} empty={T.notFound} isEmpty={!order}>
          {order ? (
            <div className="flex flex-col gap-6">
              <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-slate-600">{T.date}</dt>
                  <dd className="font-semibold">{orderDate(order.placed_at ?? order.created_at)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{T.status}</dt>
                  <dd className="font-semibold" data-testid="order-detail-status">
                    {ORDER_STATUS_LABEL[order.status]}
                  </dd>
                </div>
                {order.po_reference ? (
                  <div>
                    <dt className="text-slate-600">{T.reference}</dt>
                    <dd className="font-semibold">{order.po_reference}</dd>
                  </div>
                ) : null}
                {order.delivery_address ? (
                  <div>
                    <dt className="text-slate-600">{T.deliveredTo}</dt>
                    <dd className="font-semibold" data-testid="order-detail-address">
                      {addressLines(order.delivery_address).map((line, i) => (
                        <span key={i} className="block">
                          {line}
                        </span>
                      ))}
                    </dd>
                  </div>
                ) : null}
              </dl>
              <div className={STACKED.wrapper}>
                <table role="table" className={STACKED.table}>
                  <thead className={STACKED.head}>
                    <tr>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        Article
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-semibold">
                        {T.quantity}
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {T.saleUnit}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-semibold">
                        {T.unit}
                      </th>
                      <th scope="col" className="py-2 pl-3 text-right font-semibold">
                        {T.lineTotal}
                      </th>
                    </tr>
                  </thead>
                  <tbody className={STACKED.body}>
                    {order.products.map((line) => {
                      const product = products.get(Number(line.id))
                      const detail = summary.get(line.id)
                      return (
                        <tr key={line.id} role="row" className={STACKED.row} data-testid="order-line" data-product-id={line.id}>
                          <td role="cell" className={STACKED.first}>
                            <div className="flex gap-3">
                              <LineThumbnail product={product ?? null} loading={!product && summaries.isPending} />
                              <div className="min-w-0">
                                {product ? (
                                  <Link href={product.href} className="font-semibold text-brand-ink hover:text-brand">
                                    {product.title}
                                    <span className="block font-mono text-xs font-normal text-slate-600">{product.reference}</span>
                                    {product.partNumber ? (
                                      <span className="block text-xs font-normal text-slate-600" data-testid="order-line-part-number">
                                        {T.partNumber}&nbsp;:{' '}
                                        <span className="font-mono font-semibold text-brand-ink">{product.partNumber}</span>
                                      </span>
                                    ) : null}
                                    {product.ean ? (
                                      <span className="block text-xs font-normal text-slate-600">
                                        EAN&nbsp;: <span className="font-mono">{product.ean}</span>
                                      </span>
                                    ) : null}
                                  </Link>
                                ) : summaries.isPending ? (
                                  '…'
                                ) : (
                                  <>
                                    {T.withdrawn(line.id)}
                                    {detail?.reference ? (
                                      <span className="block font-mono text-xs text-slate-600">{detail.reference}</span>
                                    ) : null}
                                  </>
                                )}
                                {order.status !== 'cancelled' && states.get(line.id) ? (
                                  <span
                                    className="block text-xs font-semibold text-slate-700"
                                    data-testid="order-line-state"
                                    data-state={states.get(line.id)?.kind}
                                  >
                                    {states.get(line.id)?.label}
                                  </span>
                                ) : null}
                                {pending && detail ? (
                                  <span
                                    className={`block text-xs ${detail.handling === 'En stock' ? 'text-green-700' : 'text-amber-700'}`}
                                    data-testid="order-line-handling"
                                  >
                                    {detail.handling}
                                  </span>
                                ) : null}
                              </div>
                            </div>
                          </td>
                          <td role="cell" className={`${STACKED.cell} text-right`} data-label={T.quantity}>
                            <span data-testid="order-line-quantity">{QUANTITY.format(line.quantity)}</span>
                          </td>
                          <td role="cell" className={`${STACKED.cell} ${detail?.unit ? '' : 'max-sm:hidden'}`} data-label={T.saleUnit}>
                            <span data-testid="order-line-unit">{detail?.unit ?? ''}</span>
                          </td>
                          <td role="cell" className={`${STACKED.cell} text-right`} data-label={T.unit}>
                            <span data-testid="order-line-price">{formatEuros(line.amount_ht)}</span>
                          </td>
                          <td role="cell" className={`${STACKED.last} text-right font-semibold`} data-label={T.lineTotal}>
                            <span data-testid="order-line-amount">{formatEuros(line.total_ht)}</span>
                          </td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              </div>
              <dl className="ml-auto grid w-full max-w-xs grid-cols-2 gap-1 text-sm">
                <dt className="text-slate-600">{T.items}</dt>
                <dd className="text-right">{formatEuros(order.amount_ht)}</dd>
                <dt className="text-slate-600">{T.delivery}</dt>
                <dd className="text-right">{formatEuros(order.delivery_ht)}</dd>
                <dt className="font-semibold">{T.total}</dt>
                <dd className="text-right font-bold" data-testid="order-detail-total">
                  {formatEuros(order.total_ht)}
                </dd>
              </dl>
              <OrderShipments shipments={shipments} titleOf={titleOf} />
              <OrdersExport scope={{ commande: order.id }} />
              {pending && order.summary ? (
                <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm" data-testid="order-detail-handling">
                  <h3 className="mb-1 font-semibold text-brand-ink">{T.handling}</h3>
                  <p className="text-slate-700">{order.summary.handling}</p>
                </div>
              ) : null}
              <div>
                <ReorderButton
                  lines={lines}
                  disabled={summaries.isPending || lines.length === 0}
                  className="rounded-md bg-brand px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {T.reorder}
                </ReorderButton>
                {!summaries.isPending && lines.length === 0 ? <p className="mt-2 text-sm text-slate-600">{T.reorderNone}</p> : null}
              </div>
            </div>
          ) : null}
        </QueryState>
      )}
    </section>
  )
}
