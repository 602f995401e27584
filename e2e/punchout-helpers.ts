/**
 * A stand-in for Coupa: a small HTTP server on 127.0.0.1 (ephemeral port) whose page starts a
 * punch-out — it posts the real Coupa PunchOutSetupRequest (tests/fixtures/cxml/samples) with the demo buyer's secret
 * and its BrowserFormPost pointed at itself, then sends the browser to the StartPage URL (in a frame, as Coupa does,
 * or in the whole window) — and that records the cart the shop posts back.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { XMLParser } from 'fast-xml-parser'

import { DEMO_PUNCHOUT_BUYER } from '@/cms/seed/punchout'

const SAMPLE = path.resolve('tests/fixtures/cxml/samples/punch_out_setup_request_doc_coupa.xml')

type Received = { fields: Record<string, string>; cxml: string }
export type Line = { supplierPartId: string; quantity: number; unitPrice: number }

export type StandIn = {
  origin: string
  /** The page that starts a punch-out: `?operation=create|edit|inspect&framed=1&items=REF:QTY,REF:QTY`. */
  startPage: (options: { operation?: 'create' | 'edit' | 'inspect'; framed?: boolean; items?: Line[] }) => string
  returnUrl: string
  received: Received[]
  close: () => Promise<void>
}

const itemOut = (l: Pick<Line, 'supplierPartId' | 'quantity'>) =>
  `<ItemOut quantity="${l.quantity}"><ItemID><SupplierPartID>${l.supplierPartId}</SupplierPartID></ItemID><ItemDetail><UnitPrice><Money currency="EUR">0.01</Money></UnitPrice><Description xml:lang="fr">x</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail></ItemOut>`

let documents = 0

/** Each setup under a payloadID of its own, as Coupa sends (the shop refuses a document it already received). */
function setupRequest(returnUrl: string, operation: string, items: string): string {
  return fs
    .readFileSync(SAMPLE, 'utf8')
    .replace('payloadID="1211221788.71299@ip-10-251-122-83"', `payloadID="${Date.now()}.${process.pid}.${++documents}@coupa-stand-in"`)
    .replace('<SharedSecret>test</SharedSecret>', `<SharedSecret>${DEMO_PUNCHOUT_BUYER.shared_secret}</SharedSecret>`)
    .replace('operation="create"', `operation="${operation}"`)
    .replace('https://qa.coupahost.com/punchout/checkout/4', returnUrl)
    .replace('</BrowserFormPost>', `</BrowserFormPost>${items}`)
}

const readBody = (req: http.IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })

const html = (res: http.ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' })
  res.end(
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Coupa (test)</title></head><body style="margin:0">${body}</body></html>`,
  )
}

export async function startCoupaStandIn(shop: string): Promise<StandIn> {
  const received: Received[] = []
  let origin = ''
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin)
    if (req.method === 'GET' && url.pathname === '/coupa') {
      // the page posts to its own server, which talks to the shop server to server, as Coupa does
      const hidden = [...url.searchParams].map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`).join('')
      return html(
        res,
        200,
        `<h1>Coupa (test)</h1><form method="post" action="/coupa/punchout">${hidden}<button>Faire un punch-out</button></form>`,
      )
    }
    if (req.method === 'POST' && url.pathname === '/coupa/punchout') {
      const form = new URLSearchParams(await readBody(req))
      const items = (form.get('items') ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => itemOut({ supplierPartId: pair.split(':')[0]!, quantity: Number(pair.split(':')[1]) }))
        .join('')
      const setup = await fetch(`${shop}/api/punchout/cxml`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/xml' },
        body: setupRequest(`${origin}/coupa/retour`, form.get('operation') ?? 'create', items),
      })
      const start = /<URL>([^<]+)<\/URL>/.exec(await setup.text())?.[1]?.replace(/&amp;/g, '&')
      if (setup.status !== 200 || !start) return html(res, 502, `<p>Setup refusé : ${setup.status}</p>`)
      if (form.get('framed'))
        return html(res, 200, `<iframe name="shop" title="Boutique" src="${start}" style="border:0;width:100vw;height:100vh"></iframe>`)
      res.writeHead(303, { Location: start })
      return res.end()
    }
    if (req.method === 'POST' && url.pathname === '/coupa/retour') {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(req)))
      received.push({ fields, cxml: fields['cxml-urlencoded'] ?? '' })
      return html(res, 200, '<h1>Panier reçu par Coupa</h1>')
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    returnUrl: `${origin}/coupa/retour`,
    received,
    startPage: ({ operation = 'create', framed = false, items = [] }) => {
      const q = new URLSearchParams({ operation, items: items.map((l) => `${l.supplierPartId}:${l.quantity}`).join(',') })
      if (framed) q.set('framed', '1')
      return `${origin}/coupa?${q}`
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The PunchOutOrderMessage of a cart return: BuyerCookie, operationAllowed and the lines. */
export function readOrderMessage(cxml: string): { buyerCookie: string; operationAllowed: string; lines: Line[] } {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    processEntities: false,
    isArray: (name) => name === 'ItemIn',
  })
  const doc = parser.parse(cxml) as {
    cXML: {
      Message: {
        PunchOutOrderMessage: {
          BuyerCookie: string
          PunchOutOrderMessageHeader: { operationAllowed: string }
          ItemIn?: Record<string, never>[]
        }
      }
    }
  }
  const message = doc.cXML.Message.PunchOutOrderMessage
  const lines = (message.ItemIn ?? []).map((item: Record<string, unknown>) => {
    const i = item as {
      quantity: string
      ItemID: { SupplierPartID: string | number }
      ItemDetail: { UnitPrice: { Money: { '#text': string | number } } }
    }
    return {
      supplierPartId: String(i.ItemID.SupplierPartID),
      quantity: Number(i.quantity),
      unitPrice: Number(i.ItemDetail.UnitPrice.Money['#text']),
    }
  })
  return { buyerCookie: String(message.BuyerCookie), operationAllowed: message.PunchOutOrderMessageHeader.operationAllowed, lines }
}
