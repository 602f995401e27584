/**
 * The VIES adapter at its HTTP boundary: a local HTTP server stands in for the VIES REST API and answers with the
 * payloads VIES documents (check-vat-number), a 5xx, an MS_UNAVAILABLE error or nothing at all.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createViesLookup } from '@/server/vat/vies'

type Received = { method?: string; url?: string; apiKey?: string; body: unknown }
type Reply = { status: number; body?: unknown; delayMs?: number }

let server: http.Server
let baseUrl: string
let received: Received[] = []
let reply: Reply

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        apiKey: req.headers['x-api-key'] as string | undefined,
        body: raw ? JSON.parse(raw) : null,
      })
      const send = () => {
        if (res.destroyed) return
        res.writeHead(reply.status, { 'content-type': 'application/json' })
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body))
      }
      if (reply.delayMs) setTimeout(send, reply.delayMs)
      else send()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/taxation_customs/vies/rest-api/`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  received = []
})

const lookup = (timeoutMs = 2000) => createViesLookup({ baseUrl, apiKey: 'cle-vies-test', timeoutMs })

describe('VIES lookup (VAT_LOOKUP_URL + VAT_LOOKUP_KEY)', () => {
  it('posts the country and number to check-vat-number with the key, and keeps the registered name and address', async () => {
    reply = {
      status: 200,
      body: {
        countryCode: 'BE',
        vatNumber: '0403170701',
        requestDate: '2026-11-23T10:00:00.000Z',
        valid: true,
        requestIdentifier: '',
        name: 'NV ANHEUSER-BUSCH INBEV',
        address: 'Grote Markt 1\n1000 Brussel',
        traderName: '---',
        traderStreet: '---',
      },
    }
    const verdict = await lookup().check('BE0403170701')
    expect(verdict).toEqual({
      status: 'valide',
      source: 'vies',
      vat: 'BE0403170701',
      name: 'NV ANHEUSER-BUSCH INBEV',
      address: 'Grote Markt 1 1000 Brussel',
    })
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/taxation_customs/vies/rest-api/check-vat-number',
        apiKey: 'cle-vies-test',
        body: { countryCode: 'BE', vatNumber: '0403170701' },
      },
    ])
  })

  it('says invalide when VIES does not know the number (name and address "---")', async () => {
    reply = {
      status: 200,
      body: { countryCode: 'FR', vatNumber: '40303265045', requestDate: '2026-11-23', valid: false, name: '---', address: '---' },
    }
    expect(await lookup().check('FR40303265045')).toEqual({ status: 'invalide', source: 'vies', vat: 'FR40303265045' })
  })

  it('never asks VIES about a number whose checksum is wrong', async () => {
    reply = { status: 200, body: { valid: true } }
    expect(await lookup().check('BE0403170702')).toMatchObject({ status: 'invalide', source: 'checksum' })
    expect(received).toHaveLength(0)
  })

  it.each([
    [
      'MS_UNAVAILABLE (error wrapper)',
      {
        status: 500,
        body: { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'The member state service is unavailable' }] },
      },
      'MS_UNAVAILABLE',
    ],
    [
      'MS_UNAVAILABLE with a 200 status',
      { status: 200, body: { isValid: false, requestDate: '2026-11-23', userError: 'MS_UNAVAILABLE', name: '---', address: '---' } },
      'MS_UNAVAILABLE',
    ],
    [
      'GLOBAL_MAX_CONCURRENT_REQ',
      { status: 200, body: { actionSucceed: false, errorWrappers: [{ error: 'GLOBAL_MAX_CONCURRENT_REQ' }] } },
      'GLOBAL_MAX_CONCURRENT_REQ',
    ],
    ['a 503 without body', { status: 503 }, 'HTTP_503'],
    ['a 502 with an HTML page', { status: 502, body: '<html>Bad gateway</html>' }, 'HTTP_502'],
  ])('says a_verifier, without throwing, on %s', async (_label, answer, detail) => {
    reply = answer as Reply
    expect(await lookup().check('BE1000000021')).toEqual({ status: 'a_verifier', source: 'vies', vat: 'BE1000000021', detail })
  })

  it('says a_verifier when VIES does not answer in time', async () => {
    reply = { status: 200, body: { valid: true }, delayMs: 1500 }
    const started = Date.now()
    expect(await lookup(200).check('FR40303265045')).toEqual({
      status: 'a_verifier',
      source: 'vies',
      vat: 'FR40303265045',
      detail: 'TIMEOUT',
    })
    expect(Date.now() - started).toBeLessThan(1200)
  })

  it('says a_verifier when nothing listens at the address', async () => {
    const closed = createViesLookup({ baseUrl: 'http://127.0.0.1:9/vies', apiKey: 'k', timeoutMs: 1000 })
    expect(await closed.check('FR40303265045')).toMatchObject({ status: 'a_verifier', source: 'vies', detail: 'NETWORK_ERROR' })
  })
})
