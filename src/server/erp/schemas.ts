/**
 * zod schemas of the ERP's inputs and answers: the local adapter checks its inputs with them, the local HTTP server
 * checks request bodies, and the HTTP adapter checks what the remote ERP answers (docs/erp-contract.md).
 */
import { z } from 'zod'

import { ErpError } from './errors'
import type {
  CustomerPrice,
  DeliveryAddress,
  DeliveryNote,
  ErpOrder,
  ErpProduct,
  ErpProductPage,
  Invoice,
  LineInput,
  OrderDocuments,
  PlaceLinesInput,
  PlaceOrderInput,
  ProductStock,
  Shipment,
} from './types'

/** spec §9: maximum quantity 1,000,000. */
const MAX_QUANTITY = 1_000_000
/** Products per price or stock request. */
export const MAX_PRODUCT_IDS = 200

const productId = z.number().int().positive()

export const productIdsSchema = z.array(productId).max(MAX_PRODUCT_IDS)

/** spec §5: quantities rounded to 2 decimals; 0 removes the line. */
export const lineInputSchema = z.object({
  product_id: productId,
  quantity: z
    .number()
    .min(0)
    .max(MAX_QUANTITY)
    .transform((q) => Math.round(q * 100) / 100),
  agreed_unit_price_ht: z.number().min(0).max(10_000_000).optional(),
}) satisfies z.ZodType<LineInput, unknown>

/** Lines per call of setCartLines (a quick order of 500 lines, a reorder). */
const MAX_CART_LINES = 500

/** setCartLines: 1 to MAX_CART_LINES lines, one per product. */
export const cartLinesSchema = z
  .array(lineInputSchema)
  .min(1)
  .max(MAX_CART_LINES)
  .refine((lines) => new Set(lines.map((l) => l.product_id)).size === lines.length)

const text = (max: number) => z.string().trim().min(1).max(max)

const deliveryAddressSchema = z.object({
  name: text(120),
  street: text(200),
  postal_code: text(12),
  city: text(100),
  country: z.enum(['FR', 'BE']),
}) satisfies z.ZodType<DeliveryAddress, unknown>

export const placeOrderSchema = z.object({
  delivery_address: deliveryAddressSchema,
  po_reference: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((v) => (v ? v : null)),
  agreed_prices: z
    .array(z.object({ product_id: z.number().int().positive(), unit_price_ht: z.number().min(0).max(10_000_000) }))
    .max(1000)
    .optional(),
  payment: z.enum(['account', 'card']).optional(),
  cost_centre: z
    .string()
    .trim()
    .max(32)
    .nullish()
    .transform((v) => (v ? v : null)),
}) satisfies z.ZodType<PlaceOrderInput, unknown>

/** Most lines an order placed from kept-aside lines carries. */
const MAX_ORDER_LINES = 1000

export const placeLinesSchema = placeOrderSchema.extend({
  request_key: z.string().trim().min(1).max(100),
  lines: z
    .array(lineInputSchema.refine((line) => line.quantity > 0))
    .min(1)
    .max(MAX_ORDER_LINES),
}) satisfies z.ZodType<PlaceLinesInput, unknown>

/** Parses `value` with `schema` or throws ErpError('invalid_input'). */
export function parseInput<T>(schema: z.ZodType<T, unknown>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) throw new ErpError('invalid_input')
  return result.data
}

// --- answers

const money = z.number()

export const customerPriceSchema = z.object({
  product_id: productId,
  base_ht: money,
  promotion_ht: money.nullable(),
  promotion_type: z.string(),
  taxes: money,
  base_with_taxes: money,
  promotion_with_taxes: money.nullable(),
}) satisfies z.ZodType<CustomerPrice>

const erpProductSchema = z.object({
  reference: z.string().min(1),
  title: z.string(),
  sale_unit: z.string().min(1),
  quantity_min: z.number().positive(),
  step: z.number().positive(),
  active: z.boolean(),
  updated_at: z.string(),
}) satisfies z.ZodType<ErpProduct>

export const erpProductPageSchema = z.object({
  products: z.array(erpProductSchema),
  next: z.string().nullable(),
}) satisfies z.ZodType<ErpProductPage>

/** The feed's query: an ISO date (or none) and an opaque cursor of at most 100 characters. */
export const feedQuerySchema = z.object({
  updatedSince: z.string().datetime({ offset: true }).nullable(),
  cursor: z.string().max(100).nullable(),
})

export const productStockSchema = z.object({
  product_id: productId,
  total: z.number(),
  depots: z.array(z.object({ depot: z.string(), quantity: z.number() })),
}) satisfies z.ZodType<ProductStock>

const answerAddressSchema = z
  .object({ name: z.string(), street: z.string(), postal_code: z.string(), city: z.string(), country: z.enum(['FR', 'BE']) })
  .nullable()

/** A carrier's tracking page becomes a link the buyer opens: an https address only, anything else is dropped. */
const trackingUrl = z
  .string()
  .nullable()
  .transform((u) => (u && u.startsWith('https://') && URL.canParse(u) ? u : null))

const shipmentSchema = z.object({
  number: z.string().min(1),
  shipped_at: z.string(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: trackingUrl,
  lines: z.array(z.object({ product_id: productId, quantity: money })),
  delivered_at: z.string().nullable(),
}) satisfies z.ZodType<Shipment, unknown>

export const orderSchema = z.object({
  id: z.string().min(1),
  customer_id: z.string().min(1),
  origin: z.string().min(1),
  status: z.enum(['cart', 'placed', 'shipped', 'invoiced', 'cancelled']),
  amount_ht: money,
  delivery_ht: money,
  total_ht: money,
  po_reference: z.string().nullable(),
  cost_centre: z.string().nullish(),
  delivery_address: answerAddressSchema,
  placed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  lines: z.array(
    z.object({ product_id: productId, quantity: money, unit_price_ht: money, amount_ht: money, expected_at: z.string().nullish() }),
  ),
  // an ERP that keeps no shipments yet answers without them: nothing shipped
  shipments: z.array(shipmentSchema).default([]),
}) satisfies z.ZodType<ErpOrder, unknown>

const shippedLineSchema = z.object({
  product_id: productId,
  reference: z.string(),
  designation: z.string(),
  quantity: money,
  unit: z.string(),
})

export const invoiceSchema = z.object({
  number: z.string().min(1),
  order_id: z.string().min(1),
  issued_at: z.string(),
  po_reference: z.string().nullable(),
  delivery_address: answerAddressSchema,
  lines: z.array(shippedLineSchema.extend({ unit_price_ht: money, amount_ht: money, vat_rate: money })),
  amount_ht: money,
  delivery_ht: money,
  total_ht: money,
  vat: z.array(z.object({ rate: money, base_ht: money, amount: money })),
  total_vat: money,
  total_ttc: money,
  due_at: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  payment_terms: z.string(),
  payments: z.array(z.object({ paid_at: z.string(), amount: money, method: z.enum(['transfer', 'card', 'cheque', 'direct_debit']) })),
  amount_paid: money,
  balance: money,
}) satisfies z.ZodType<Invoice>

export const deliveryNoteSchema = z.object({
  number: z.string().min(1),
  order_id: z.string().min(1),
  shipped_at: z.string(),
  po_reference: z.string().nullable(),
  delivery_address: answerAddressSchema,
  lines: z.array(shippedLineSchema),
}) satisfies z.ZodType<DeliveryNote>

export const orderDocumentsSchema = z.object({
  order_id: z.string().min(1),
  status: z.enum(['placed', 'shipped', 'invoiced', 'cancelled']),
  placed_at: z.string().nullable(),
  po_reference: z.string().nullable(),
  total_ht: money,
  invoice: z.object({ number: z.string().min(1), issued_at: z.string() }).nullable(),
  delivery_note: z.object({ number: z.string().min(1), shipped_at: z.string() }).nullable(),
}) satisfies z.ZodType<OrderDocuments>
