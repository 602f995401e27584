import type { NextApiRequest, NextApiResponse } from 'next'

import { handleStripeWebhook } from '@/server/payments'
import { reportApiError } from '@/server/ops/errors'

// the signature covers the exact bytes: the raw body is read here
export const config = { api: { bodyParser: false } }

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const MAX_BODY = 512 * 1024

class TooLarge extends Error {}

async function rawBody(req: NextApiRequest): Promise<Buffer> {
  if (typeof req.body === 'string') return Buffer.from(req.body, 'utf8') // tests calling the handler directly
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY) throw new TooLarge()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * POST /api/stripe/webhook, called by Stripe with the `Stripe-Signature` header: 200 `{ code }` once
 * handled (`order_placed`, `payment_failed`, `refunded`, `duplicate` for an event already handled, `ignored` for other
 * types…), 400 `invalid_signature` (wrong secret, altered body, signed more than 300 s ago), 404 without the Stripe
 * settings, 413 beyond 512 KB, 503 when the ERP is unavailable (Stripe delivers again). src/server/payments/webhook.ts.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST')
    return res.status(405).json({ code: 'method_not_allowed', message: 'Méthode non autorisée.' })
  }
  let body: Buffer
  try {
    body = await rawBody(req)
  } catch {
    return res.status(413).json({ code: 'too_large', message: 'Requête trop volumineuse.' })
  }
  const signature = req.headers['stripe-signature']
  try {
    const reply = await handleStripeWebhook(body, Array.isArray(signature) ? signature[0] : signature)
    return res.status(reply.status).json(reply.body)
  } catch (error) {
    reportApiError('[api POST /api/stripe/webhook]', error, req)
    return res.status(500).json({ code: 'server_error', message: 'Erreur du serveur.' })
  }
}
