/**
 * Punch-out cart return (spec §6/§7 POST /api/orders/order_epo) and purchase orders over cXML
 * through the real handlers on a fresh SQLite database with the local ERP.
 */
import { XMLParser } from 'fast-xml-parser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callApi } from '../helpers/nextApi'
import { login, startTestPayload, type TestPayload } from '../helpers/payload'
import { FOREIGN, loadCartApi, type CartApi } from './cart-api-client'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'
import { BUYER, cookieHeader, coupaSetup, createPunchoutBuyer, itemOut, loadPunchoutApi, sample, validateCxml } from './punchout-helpers'

let env: TestPayload
let payload: Payload
let fx: ErpFixtures
let api: Awaited<ReturnType<typeof loadPunchoutApi>>
let cart: CartApi
let buyerId: number

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  fx = await createErpFixtures(payload, 'po')
  await payload.update({
    collection: 'produits',
    id: fx.products.fixed,
    data: { sale_unit: 'pièce' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const brand = await payload.create({
    collection: 'marques',
    data: { titre: 'SKF', slug: 'skf-po' },
    overrideAccess: true,
    context: { disableRevalidate: true, seed: true },
  })
  await payload.update({
    collection: 'produits',
    id: fx.products.discounted,
    data: { sale_unit: 'BX', marque: brand.id, ean: '4006381333931' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  // « Ma référence » of the buyer's company (A's): BuyerPartID in cXML, NEW_ITEM-MATNR in OCI
  const company = (await payload.findByID({ collection: 'clients', id: Number(fx.a), depth: 0, overrideAccess: true })).societe as number
  for (const [produit, reference] of [
    [fx.products.discounted, 'PN-DISC-9'],
    [fx.products.fixed, 'PN-FIX-3'],
  ] as const)
    await payload.create({ collection: 'references-clients', data: { societe: company, produit, reference }, overrideAccess: true })
  buyerId = (await createPunchoutBuyer(payload, fx.a)).id
  api = await loadPunchoutApi()
  cart = await loadCartApi()
})

afterAll(async () => {
  await env?.cleanup()
})

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (n) => n === 'ItemIn',
})

describe('POST /api/orders/order_epo (cart return)', () => {
  it('answers code ok and a form to the BrowserFormPost URL whose cXML has the lines, quantities and server prices', async () => {
    const cookie = await api.punchIn(coupaSetup())
    // a price sent by the browser is ignored, when adding as when transferring
    await cart.addToCart(cookie, { id: String(fx.products.discounted), quantity: 2, price: 0.01 })
    const add = await cart.setLine(cookie, '-1', { id: String(fx.products.fixed), quantity: 3, price: 0.01 })
    const res = await api.orderEpo(cookie, { orderId: add.json.order.id, email: 'noah+jim@coupa.com', price: 0.01, total: 0 })
    expect(res.status).toBe(200)
    expect(res.json.code).toBe('ok')
    expect(res.json.form.action).toBe('https://qa.coupahost.com/punchout/checkout/4')
    const message = res.json.form.fields['cxml-urlencoded'] as string
    expect(Buffer.from(res.json.form.fields['cxml-base64'], 'base64').toString('utf8')).toBe(message)
    expect(validateCxml(message)).toEqual({ valid: true, errors: '' })

    const doc = xml.parse(message).cXML
    const m = doc.Message.PunchOutOrderMessage
    expect(m.BuyerCookie).toBe('c64af92dc27e68172e030d3dfd1bc944')
    expect(m.PunchOutOrderMessageHeader['@operationAllowed']).toBe('edit')
    // the shop's total: 2 × 60 + 3 × 35 = 225 of lines, under the free-delivery threshold (300) so 15 of delivery,
    // which goes in Shipping; the Total equals the ERP cart's total_ht
    expect(m.PunchOutOrderMessageHeader.Total.Money).toEqual({ '#text': '240.00', '@currency': 'EUR' })
    expect(m.PunchOutOrderMessageHeader.Shipping.Money).toEqual({ '#text': '15.00', '@currency': 'EUR' })
    expect(m.PunchOutOrderMessageHeader.Shipping.Description['#text']).toBe('Frais de livraison H.T')
    expect(add.json.order.total_ht).toBe(240)
    expect(doc.Header.To.Credential).toMatchObject({ '@domain': BUYER.domain, Identity: BUYER.identity })
    const lines = m.ItemIn.map((i: any) => ({
      quantity: i['@quantity'],
      part: i.ItemID.SupplierPartID,
      buyerPart: i.ItemID.BuyerPartID,
      ean: i.ItemID.IdReference,
      price: i.ItemDetail.UnitPrice.Money['#text'],
      currency: i.ItemDetail.UnitPrice.Money['@currency'],
      uom: i.ItemDetail.UnitOfMeasure,
      unspsc: i.ItemDetail.Classification['#text'],
      domain: i.ItemDetail.Classification['@domain'],
      description: i.ItemDetail.Description['#text'],
      manufacturer: i.ItemDetail.ManufacturerName,
    }))
    expect(lines).toEqual([
      {
        quantity: '2',
        part: 'DISC-po',
        buyerPart: 'PN-DISC-9',
        ean: { '@identifier': '4006381333931', '@domain': 'EAN-13' },
        price: '60.00',
        currency: 'EUR',
        uom: 'BX',
        unspsc: '31171500',
        domain: 'UNSPSC',
        description: 'Produit DISC po',
        manufacturer: 'SKF',
      },
      {
        quantity: '3',
        part: 'FIX-po',
        buyerPart: 'PN-FIX-3',
        ean: undefined,
        price: '35.00',
        currency: 'EUR',
        uom: 'EA',
        unspsc: '31171500',
        domain: 'UNSPSC',
        description: 'Produit FIX po',
        manufacturer: undefined,
      },
    ])
  })

  it('a cart at or above the free-delivery threshold has no Shipping and its Total is the lines’ total', async () => {
    const cookie = await api.punchIn(coupaSetup())
    await cart.addToCart(cookie, undefined) // empties
    const add = await cart.setLine(cookie, '-1', { id: String(fx.products.discounted), quantity: 6 }) // 6 × 60 = 360 ≥ 300
    expect(add.json.order.delivery_ht).toBe(0)
    const res = await api.orderEpo(cookie, { orderId: '-1', email: 'x@y.fr' })
    const message = res.json.form.fields['cxml-urlencoded'] as string
    expect(validateCxml(message)).toEqual({ valid: true, errors: '' })
    const header = xml.parse(message).cXML.Message.PunchOutOrderMessage.PunchOutOrderMessageHeader
    expect(header.Total.Money['#text']).toBe('360.00')
    expect(header.Shipping).toBeUndefined()
  })

  it('the open cart (-1) works as well; an empty cart gives a valid message without lines', async () => {
    const cookie = await api.punchIn(coupaSetup())
    await cart.addToCart(cookie, undefined) // empties
    const res = await api.orderEpo(cookie, { orderId: '-1', email: 'x@y.fr' })
    expect(res.status).toBe(200)
    expect(validateCxml(res.json.form.fields['cxml-urlencoded']).valid).toBe(true)
    expect(res.json.form.fields['cxml-urlencoded']).not.toContain('<ItemIn')
  })

  it('refuses (403 forbidden_post_back) when the post-back host is no longer allowed for the buyer', async () => {
    const cookie = await api.punchIn(coupaSetup())
    await payload.update({ collection: 'punchout-buyers', id: buyerId, data: { allowed_hosts: '*.coupa.example' }, overrideAccess: true })
    try {
      const res = await api.orderEpo(cookie, { orderId: '-1', email: 'x@y.fr' })
      expect(res.status).toBe(403)
      expect(res.json.code).toBe('forbidden_post_back')
      expect(res.json.message).toMatch(/adresse de retour/)
    } finally {
      await payload.update({ collection: 'punchout-buyers', id: buyerId, data: { allowed_hosts: '*.coupahost.com' }, overrideAccess: true })
    }
  })

  it('an inspect session’s cart is read-only on the server (409 read_only_cart), returns unchanged, and may then be emptied', async () => {
    const cookie = await api.punchIn(coupaSetup({ operation: 'inspect', items: itemOut('FIX-po', 2) }))
    for (const res of [
      await cart.setLine(cookie, '-1', { id: String(fx.products.fixed), quantity: 5 }),
      await cart.setLine(cookie, '-1', { id: String(fx.products.fixed), quantity: 0 }),
      await cart.addToCart(cookie, { product_id: String(fx.products.discounted), product_quantity: 1 }),
      await cart.checkout(cookie, {
        delivery_address: { name: 'Atelier', street: '1 rue de la Paix', postal_code: '75002', city: 'Paris', country: 'FR' },
      }),
    ]) {
      expect(res.status).toBe(409)
      expect(res.json).toMatchObject({ code: 'read_only_cart', message: expect.stringContaining('consultation') })
    }
    const res = await api.orderEpo(cookie, { orderId: '-1', email: 'x@y.fr' })
    const m = xml.parse(res.json.form.fields['cxml-urlencoded']).cXML.Message.PunchOutOrderMessage
    expect(m.PunchOutOrderMessageHeader['@operationAllowed']).toBe('inspect')
    expect(m.ItemIn.map((i: any) => [i.ItemID.SupplierPartID, i['@quantity']])).toEqual([['FIX-po', '2']])
    expect((await cart.addToCart(cookie, undefined)).status).toBe(200)
  })

  it('a procurement account logged in directly cannot order on the web (403, French reason) but can empty its cart', async () => {
    const direct = await login('clients', `a.po@erp.test`, 'Erp-test-2026')
    expect((await cart.addToCart(direct, { id: String(fx.products.fixed), quantity: 1 })).status).toBe(200)
    const address = { name: 'Atelier', street: '1 rue de la Paix', postal_code: '75002', city: 'Paris', country: 'FR' }
    const refused = await cart.checkout(direct, { delivery_address: address })
    expect(refused.status).toBe(403)
    expect(refused.json).toEqual({ code: 'orders_through_platform', message: expect.stringContaining('plateforme d’achat') })
    expect((await cart.getOrder(direct, '-1')).json.order.products).toHaveLength(1) // nothing placed
    const emptied = await cart.addToCart(direct, undefined)
    expect(emptied.status).toBe(200)
    expect((await cart.getOrder(direct, '-1')).json.order?.products ?? []).toHaveLength(0)
  })

  it('outside a punch-out session: 403 not_punchout; visitor 401; foreign origin 403; bad body 400', async () => {
    const plain = await login('clients', `b.po@erp.test`, 'Erp-test-2026')
    const res = await api.orderEpo(plain, { orderId: '-1', email: 'b@po.fr' })
    expect(res).toMatchObject({ status: 403, json: { code: 'not_punchout' } })
    expect((await api.orderEpo('', { orderId: '-1' })).status).toBe(401)
    const cookie = await api.punchIn(coupaSetup())
    expect((await api.orderEpo(cookie, { orderId: '-1' }, FOREIGN)).json.code).toBe('forbidden_origin')
    expect((await api.orderEpo(cookie, { orderId: 'x y' })).json.code).toBe('invalid_body')
  })
})

describe('POST /api/punchout/order (cXML OrderRequest)', () => {
  const orderRequest = (orderId: string, secret: string = BUYER.secret) =>
    sample('OrderRequest.xml')
      .replace(/inbound@prominate-platform\.com/g, BUYER.identity)
      .replace(/domain="NetworkId"/g, `domain="${BUYER.domain}"`)
      .replace('<SharedSecret>coyote</SharedSecret>', `<SharedSecret>${secret}</SharedSecret>`)
      .replace('orderID="DO1234"', `orderID="${orderId}"`)
      .replace('<Country isoCountryCode="US">United States</Country>', '<Country isoCountryCode="FR">France</Country>')
      .replace('<SupplierPartID>1233244</SupplierPartID>', '<SupplierPartID>DISC-po</SupplierPartID>')
      .replace('<SupplierPartID>1233245</SupplierPartID>', '<SupplierPartID>FIX-po</SupplierPartID>')

  const placedWith = async (po: string) => {
    const { erp } = await import('@/server/erp')
    return (await erp().listOrders(fx.a)).filter((o) => o.po_reference === po)
  }

  it('places the order in the ERP with the PO number, answers a valid cXML 200, and keeps the web cart', async () => {
    const cookie = await api.punchIn(coupaSetup())
    await cart.addToCart(cookie, undefined)
    await cart.addToCart(cookie, { id: String(fx.products.catalogue), quantity: 4 })
    const res = await api.order(orderRequest('PO-7001'))
    expect(res.status).toBe(200)
    expect(res.json).toMatch(/<Status code="200"/)
    expect(validateCxml(res.json)).toEqual({ valid: true, errors: '' })
    const placed = await placedWith('PO-7001')
    expect(placed).toHaveLength(1)
    expect(placed[0]).toMatchObject({ status: 'placed', delivery_address: { street: '123 Anystreet', city: 'Sunnyvale', country: 'FR' } })
    // the PO is the contract: its unit prices (2.10 and 3.20 in the sample) are booked, not the shop's (60 and 35)
    expect(placed[0]?.lines.map((l) => [l.product_id, l.quantity, l.unit_price_ht])).toEqual([
      [fx.products.discounted, 10, 2.1],
      [fx.products.fixed, 20, 3.2],
    ])
    expect(placed[0]).toMatchObject({ amount_ht: 85, total_ht: 85 + (placed[0]?.delivery_ht ?? 0) })
    // each difference is recorded and flagged « Écart de prix » for the editors, and the sales team is alerted
    const { docs: records } = await payload.find({
      collection: 'punchout-orders',
      where: { order_id: { equals: 'PO-7001' } },
      overrideAccess: true,
    })
    expect(records[0]).toMatchObject({
      price_difference: true,
      price_differences: [
        { reference: 'DISC-po', product_id: fx.products.discounted, quantity: 10, po_unit_price_ht: 2.1, shop_unit_price_ht: 60 },
        { reference: 'FIX-po', product_id: fx.products.fixed, quantity: 20, po_unit_price_ht: 3.2, shop_unit_price_ht: 35 },
      ],
    })
    const chats = await payload.find({ collection: 'chat-notifications', overrideAccess: true, limit: 100 })
    const alert = chats.docs.map((n) => n.text).find((t) => t?.includes('PO-7001'))
    expect(alert).toContain('Écart de prix sur la commande punch-out PO-7001')
    expect(alert).toContain('DISC-po × 10\u00a0: 2,10\u00a0€ H.T (bon de commande) au lieu de 60,00\u00a0€ H.T')
    const web = await cart.getOrder(cookie, '-1')
    expect(web.json.order.products).toEqual([expect.objectContaining({ id: String(fx.products.catalogue), quantity: 4 })])
  })

  it('a PO at the shop’s own prices is booked without any « Écart de prix »; a non-EUR price is refused (400)', async () => {
    const atShopPrices = orderRequest('PO-7020')
      .replace('<Money currency="EUR">2.10</Money>', '<Money currency="EUR">60.00</Money>')
      .replace('<Money currency="EUR">3.20</Money>', '<Money currency="EUR">35</Money>')
    expect((await api.order(atShopPrices)).status).toBe(200)
    const { docs } = await payload.find({ collection: 'punchout-orders', where: { order_id: { equals: 'PO-7020' } }, overrideAccess: true })
    expect(docs[0]).toMatchObject({ price_difference: false, price_differences: null })
    expect((await placedWith('PO-7020'))[0]?.lines.map((l) => l.unit_price_ht)).toEqual([60, 35])
    const usd = await api.order(orderRequest('PO-7021').replace('<Money currency="EUR">2.10</Money>', '<Money currency="USD">2.10</Money>'))
    expect(usd.status).toBe(400)
    expect(usd.json).toMatch(/UnitPrice in USD/)
    expect(await placedWith('PO-7021')).toHaveLength(0)
  })

  it('a duplicate orderID is answered 200 again without a second order', async () => {
    expect((await api.order(orderRequest('PO-7002'))).status).toBe(200)
    const again = await api.order(orderRequest('PO-7002'))
    expect(again.status).toBe(200)
    expect(validateCxml(again.json).valid).toBe(true)
    expect(await placedWith('PO-7002')).toHaveLength(1)
  })

  it('a ShipTo outside France and Belgium (the sample’s US address) is refused with a 400 cXML status, nothing placed; an incomplete one too', async () => {
    const us = await api.order(
      orderRequest('PO-7010').replace(
        '<Country isoCountryCode="FR">France</Country>',
        '<Country isoCountryCode="US">United States</Country>',
      ),
    )
    expect(us.status).toBe(400)
    expect(validateCxml(us.json)).toEqual({ valid: true, errors: '' })
    expect(us.json).toMatch(/<Status code="400" text="Bad Request">ShipTo country US is not served/)
    const noStreet = await api.order(orderRequest('PO-7011').replace('<Street>123 Anystreet</Street>', ''))
    expect(noStreet.status).toBe(400)
    expect(await placedWith('PO-7010')).toHaveLength(0)
    expect(await placedWith('PO-7011')).toHaveLength(0)
  })

  it('401 on a wrong secret, 400 for an unknown product (nothing placed), a cXML answer every time', async () => {
    const wrong = await api.order(orderRequest('PO-7003', 'coyote'))
    expect(wrong.status).toBe(401)
    const unknown = await api.order(
      orderRequest('PO-7004').replace('<SupplierPartID>FIX-po</SupplierPartID>', '<SupplierPartID>NOPE</SupplierPartID>'),
    )
    expect(unknown.status).toBe(400)
    expect(validateCxml(unknown.json).valid).toBe(true)
    expect(await placedWith('PO-7004')).toHaveLength(0)
    // the refused order can be sent again once fixed
    expect((await api.order(orderRequest('PO-7004'))).status).toBe(200)
  })
})

describe('OCI (SAP): HOOK_URL in, NEW_ITEM-*[n] fields out', () => {
  /** The SAP page's form post (fields in the body, as the shop asks by default). */
  const oci = async (fields: Record<string, string>) => {
    const handler = (await import('@/pages/api/punchout/oci')).default
    return callApi(handler, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fields })
  }
  const HOOK = 'https://sap.coupahost.com/sap/bc/gui/sap/its/bbpstart?hook=1'

  it('logs in with the buyer’s identity and secret and returns the cart as NEW_ITEM fields to HOOK_URL, at server prices', async () => {
    const start = await oci({ USERNAME: BUYER.identity, PASSWORD: BUYER.secret, HOOK_URL: HOOK, '~TARGET': '_top' })
    expect(start.status).toBe(303)
    const cookie = cookieHeader(start.headers['set-cookie'])
    // the punch-out bar names SAP, not Coupa
    expect((await api.session(cookie)).json.punchout).toMatchObject({ platform: 'SAP', operation: 'create' })
    await cart.addToCart(cookie, undefined)
    await cart.addToCart(cookie, { id: String(fx.products.fixed), quantity: 3, price: 0.01 })
    const res = await api.orderEpo(cookie, { orderId: '-1', email: 'sap@po.fr' })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      code: 'ok',
      form: {
        action: HOOK,
        fields: {
          'NEW_ITEM-DESCRIPTION[1]': 'Produit FIX po',
          'NEW_ITEM-LONGTEXT_1:132[]': 'Produit FIX po',
          'NEW_ITEM-QUANTITY[1]': '3',
          'NEW_ITEM-UNIT[1]': 'EA',
          'NEW_ITEM-PRICE[1]': '35.00',
          'NEW_ITEM-PRICEUNIT[1]': '1',
          'NEW_ITEM-CURRENCY[1]': 'EUR',
          'NEW_ITEM-VENDORMAT[1]': 'FIX-po',
          'NEW_ITEM-EXT_PRODUCT_ID[1]': 'FIX-po',
          'NEW_ITEM-MATGROUP[1]': '31171500',
          'NEW_ITEM-MATNR[1]': 'PN-FIX-3',
          '~TARGET': '_top',
        },
      },
    })
  })

  it('refuses a wrong password (401), a HOOK_URL outside the allowed hosts (403) and missing parameters (400)', async () => {
    expect((await oci({ USERNAME: BUYER.identity, PASSWORD: 'nope', HOOK_URL: HOOK })).status).toBe(401)
    expect((await oci({ USERNAME: BUYER.identity, PASSWORD: BUYER.secret, HOOK_URL: 'https://evil.example/hook' })).status).toBe(403)
    expect((await oci({ USERNAME: BUYER.identity })).status).toBe(400)
  })
})
