/**
 * The shop's ERP, chosen once from the validated environment: the remote ERP over HTTP when the `erp` settings group
 * (DIMASYS_URL, DIMASYS_USER, DIMASYS_API_KEY) is set, the local ERP in the CMS database otherwise.
 */
import { configured, env } from '@/env'

import { createHttpErp } from './http'
import { createLocalErp } from './local'
import type { Erp } from './types'

export type {
  CustomerId,
  CustomerPrice,
  DeliveryAddress,
  DeliveryNote,
  DocumentLine,
  Erp,
  ErpOrder,
  Invoice,
  OrderDocuments,
  LineInput,
  OrderLine,
  OrderOrigin,
  OrderStatus,
  PlaceLinesInput,
  PlaceOrderInput,
  ProductStock,
  Shipment,
} from './types'
export { ErpError, isErpError, type ErpErrorCode } from './errors'
export { orderResponse, type OrderResponse } from './response'

let instance: Erp | null = null

/**
 * The local ERP keeps its data in the CMS database: it opens Payload's instance when first asked (a module the CMS
 * config's hooks and jobs reach must not import the config back at load: src/server/http/payload.ts).
 */
const openCms = async () => (await import('@/server/http/payload')).cms()

export function erp(): Erp {
  instance ??= configured('erp')
    ? createHttpErp({ baseUrl: env.DIMASYS_URL as string, user: env.DIMASYS_USER as string, apiKey: env.DIMASYS_API_KEY as string })
    : createLocalErp({ payload: openCms })
  return instance
}
