import { orderDate } from '@/lib/account/orderList'
import type { ShipmentView } from '@/lib/shipping/types'

import { ACCOUNT_TEXT } from './messages'

const T = ACCOUNT_TEXT.orders
const QUANTITY = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

/** The shipments of an order: date, carrier, tracking link (new tab), delivery note PDF and what each carried. */
export function OrderShipments({ shipments, titleOf }: { shipments: readonly ShipmentView[]; titleOf: (productId: number) => string }) {
  if (shipments.length === 0) return null
  return (
    <section aria-labelledby="expeditions" data-testid="order-shipments">
      <h3 id="expeditions" className="mb-2 text-lg font-bold text-brand-ink">
        {T.shipments}
      </h3>
      <ul className="flex flex-col gap-3">
        {shipments.map((s) => (
          <li key={s.number} className="rounded-md border border-slate-200 p-3 text-sm" data-testid="order-shipment" data-number={s.number}>
            <h4 className="font-semibold text-brand-ink">{T.shipment(s.number)}</h4>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-600">{T.shippedOn}</dt>
              <dd data-testid="shipment-date">{orderDate(s.shipped_at)}</dd>
              <dt className="text-slate-600">{T.deliveredOn}</dt>
              <dd data-testid="shipment-delivered">{s.delivered_at ? orderDate(s.delivered_at) : T.onItsWay}</dd>
              {s.carrier ? (
                <>
                  <dt className="text-slate-600">{T.carrier}</dt>
                  <dd data-testid="shipment-carrier">{s.carrier}</dd>
                </>
              ) : null}
              {s.tracking_url || s.tracking_number ? (
                <>
                  <dt className="text-slate-600">{T.tracking}</dt>
                  <dd>
                    {s.tracking_url ? (
                      <a
                        href={s.tracking_url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-semibold text-brand-dark underline underline-offset-2"
                        data-testid="shipment-tracking"
                      >
                        {T.trackingLink(s.tracking_number)} <span className="sr-only">{T.newTab}</span>
                      </a>
                    ) : (
                      <span className="font-mono">{s.tracking_number}</span>
                    )}
                  </dd>
                </>
              ) : null}
              <dt className="text-slate-600">{T.shippedLines}</dt>
              <dd>
                <ul>
                  {s.lines.map((l) => (
                    <li key={l.product_id}>
                      {QUANTITY.format(l.quantity)} × {titleOf(l.product_id)}
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
            <a
              href={s.delivery_note_url}
              className="mt-2 inline-block font-semibold text-brand-dark underline underline-offset-2"
              data-testid="shipment-delivery-note"
            >
              {T.deliveryNote(s.number)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
