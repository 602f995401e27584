/**
 * Shared by the punch-out tests: the cXML fixtures (tests/fixtures/cxml), xmllint validation against the cXML 1.2.063
 * DTD, a punch-out buyer on the ERP fixtures' customer A, and the punch-out handlers called as Coupa and the browser do.
 * Import `loadPunchoutApi()` after startTestPayload() (the handlers reach Payload).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'

import { callApi, type ApiResult } from '../helpers/nextApi'
import { SHOP } from './cart-api-client'

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/cxml')
const DTD = path.join(FIXTURES, 'dtd/1.2.063/cXML.dtd')

export const sample = (name: string): string => fs.readFileSync(path.join(FIXTURES, 'samples', name), 'utf8')

/** Exit status 0 of `xmllint --noout --nonet --dtdvalid …/1.2.063/cXML.dtd`, else its errors. */
export function validateCxml(xml: string): { valid: boolean; errors: string } {
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--dtdvalid', DTD, '-'], { input: xml, stdio: ['pipe', 'pipe', 'pipe'] })
    return { valid: true, errors: '' }
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '')
    return {
      valid: false,
      errors: stderr
        .split('\n')
        .filter((l) => !/failed to load external entity|Attempt to load network entity|^\s*(<!DOCTYPE|\^)/.test(l))
        .join('\n'),
    }
  }
}

export const BUYER = { domain: 'DUNS', identity: 'coupa-t', secret: 'Punchout-test-secret-2026' } as const

export async function createPunchoutBuyer(payload: Payload, clientId: string, allowedHosts = '*.coupahost.com') {
  await payload.update({ collection: 'clients', id: Number(clientId), data: { coupa: true }, overrideAccess: true })
  return payload.create({
    collection: 'punchout-buyers',
    data: {
      name: 'Coupa test',
      credential_domain: BUYER.domain,
      credential_identity: BUYER.identity,
      shared_secret: BUYER.secret,
      allowed_hosts: allowedHosts,
      client: Number(clientId),
      unspsc: '31171500',
    },
    overrideAccess: true,
  })
}

let documents = 0
/** A payloadID of its own for each document, as Coupa sends (the shop refuses a document it already received). */
const freshPayloadId = (): string => `${Date.now()}.${process.pid}.${++documents}@tests`

/**
 * The real Coupa request with our test secret (its own is `test`), optionally as `edit` with ItemOut lines, under a
 * new payloadID (or the one given: the same document sent twice).
 */
export function coupaSetup({
  secret = BUYER.secret,
  operation = 'create',
  items = '',
  payloadId = freshPayloadId(),
}: { secret?: string; operation?: string; items?: string; payloadId?: string } = {}): string {
  return sample('punch_out_setup_request_doc_coupa.xml')
    .replace('payloadID="1211221788.71299@ip-10-251-122-83"', `payloadID="${payloadId}"`)
    .replace('<SharedSecret>test</SharedSecret>', `<SharedSecret>${secret}</SharedSecret>`)
    .replace('operation="create"', `operation="${operation}"`)
    .replace('</BrowserFormPost>', `</BrowserFormPost>${items}`)
}

export const itemOut = (ref: string, quantity: number, price = '0.01') =>
  `<ItemOut quantity="${quantity}"><ItemID><SupplierPartID>${ref}</SupplierPartID></ItemID><ItemDetail><UnitPrice><Money currency="EUR">${price}</Money></UnitPrice><Description xml:lang="fr">x</Description><UnitOfMeasure>EA</UnitOfMeasure><Classification domain="UNSPSC">1</Classification></ItemDetail></ItemOut>`

/** The `name=value` pairs of Set-Cookie headers, as the browser sends them back. */
export const cookieHeader = (setCookie: unknown): string =>
  ([] as string[])
    .concat((setCookie as string | string[] | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .join('; ')

export async function loadPunchoutApi() {
  const h = {
    setup: (await import('@/pages/api/punchout/cxml')).default,
    start: (await import('@/pages/api/punchout/start')).default,
    order: (await import('@/pages/api/punchout/order')).default,
    session: (await import('@/pages/api/punchout/session')).default,
    orderEpo: (await import('@/pages/api/orders/order_epo')).default,
  } satisfies Record<string, NextApiHandler>

  const postXml = (handler: NextApiHandler, xml: string): Promise<ApiResult<string>> =>
    callApi<string>(handler, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: xml })

  /** The start URL's token from a setup response. */
  const tokenOf = (xml: string): string =>
    new URL(/<URL>([^<]+)<\/URL>/.exec(xml)?.[1]?.replace(/&amp;/g, '&') ?? '').searchParams.get('token') ?? ''

  return {
    setup: (xml: string) => postXml(h.setup, xml),
    order: (xml: string) => postXml(h.order, xml),
    start: (token: string) => callApi(h.start, { method: 'GET', query: { token } }),
    session: (cookie: string) => callApi(h.session, { method: 'GET', headers: { cookie, host: 'localhost:3000' } }),
    orderEpo: (cookie: string, body: unknown, origin: string = SHOP) =>
      callApi(h.orderEpo, {
        method: 'POST',
        headers: { cookie, origin, host: 'localhost:3000', 'content-type': 'application/json' },
        body,
      }),
    tokenOf,
    /** Setup then start: the browser's cookies (session + punch-out context). */
    async punchIn(xml: string): Promise<string> {
      const setup = await postXml(h.setup, xml)
      if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${setup.json}`)
      const start = await callApi(h.start, { method: 'GET', query: { token: tokenOf(setup.json) } })
      if (start.status !== 303) throw new Error(`start failed: ${start.status}`)
      return cookieHeader(start.headers['set-cookie'])
    },
  }
}
