/**
 * Stands in for Stripe's API (api.stripe.com) during the e2e run: the second e2e server (playwright.config.ts, the card
 * payment settings) points STRIPE_API_URL here. It answers `POST /v1/payment_intents` with Stripe's documented
 * PaymentIntent object, one per Idempotency-Key as Stripe does, and `GET /` for Playwright's readiness check.
 */
import { createServer } from 'node:http'

const port = Number(process.env.E2E_STRIPE_PORT ?? 3102)
const intents = new Map()

createServer((req, res) => {
  const chunks = []
  req.on('data', (chunk) => chunks.push(chunk))
  req.on('end', () => {
    const send = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method === 'GET' && req.url === '/') return send(200, { ok: true })
    if (req.method !== 'POST' || req.url !== '/v1/payment_intents')
      return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } })
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
    const key = String(req.headers['idempotency-key'] ?? `none-${intents.size}`)
    if (!intents.has(key)) {
      const id = `pi_e2e${Date.now().toString(36)}${intents.size}`
      intents.set(key, {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_e2e`,
        livemode: false,
        metadata: { order_id: form.get('metadata[order_id]'), buyer_id: form.get('metadata[buyer_id]') },
        automatic_payment_methods: { enabled: true, allow_redirects: form.get('automatic_payment_methods[allow_redirects]') },
        created: Math.floor(Date.now() / 1000),
      })
    }
    send(200, intents.get(key))
  })
}).listen(port, '127.0.0.1', () => console.log(`stripe stand-in on http://127.0.0.1:${port}`))
