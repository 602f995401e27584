/**
 * Frame of the cXML endpoints (setup, order request): POST only, raw body read with a size limit, and every answer —
 * refusals and failures included — a cXML Response with the matching Status code, never an HTML page.
 */
import type { IncomingMessage } from 'node:http'

import type { NextApiRequest, NextApiResponse } from 'next'
import type { Payload } from 'payload'

import { env } from '@/env'
import { cms } from '@/server/http/payload'
import { clientIp, type RateLimiter } from '@/server/http/rateLimit'

import { responseDocument } from './cxmlBuild'
import { CxmlError, MAX_CXML_BYTES, parseCxml } from './cxmlParse'
import { reportApiError } from '@/server/ops/errors'

export const shopHost = (): string => new URL(env.NEXT_PUBLIC_APP_URL).host

async function readText(req: IncomingMessage & { body?: unknown }): Promise<string> {
  // a request that already carries a body (tests calling the handler directly) keeps it
  if (typeof req.body === 'string') return req.body
  if (Buffer.isBuffer(req.body)) return req.body.toString('utf8')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_CXML_BYTES) throw new CxmlError(413, 'Document too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export type CxmlReply = { status: number; xml: string }

/** `allow`: a per-address limit checked before the document is read (429 with Retry-After). */
export function cxmlRoute(
  name: string,
  run: (root: Record<string, unknown>, payload: Payload) => Promise<CxmlReply>,
  options: { allow?: RateLimiter } = {},
) {
  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    res.setHeader('Cache-Control', 'no-store')
    const send = ({ status, xml }: CxmlReply) => {
      res.setHeader('Content-Type', 'text/xml; charset=utf-8')
      return res.status(status).send(xml)
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return send({ status: 405, xml: responseDocument(shopHost(), 405, 'POST a cXML document') })
    }
    const limit = options.allow ? await options.allow(clientIp(req)) : { allowed: true as const }
    if (!limit.allowed) {
      res.setHeader('Retry-After', String(limit.retryAfterSeconds))
      return send({ status: 429, xml: responseDocument(shopHost(), 429, 'Too many requests') })
    }
    try {
      const root = parseCxml(await readText(req))
      return send(await run(root, await cms()))
    } catch (error) {
      if (error instanceof CxmlError) return send({ status: error.status, xml: responseDocument(shopHost(), error.status, error.message) })
      reportApiError(`[api punchout ${name}]`, error, req)
      return send({ status: 500, xml: responseDocument(shopHost(), 500, 'Internal error') })
    }
  }
}
