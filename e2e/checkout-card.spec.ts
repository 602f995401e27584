import { expect, test, type Page } from '@playwright/test'
import Stripe from 'stripe'

import { buyableProduct, serverOrders, setServerLine, startAs } from './cart-helpers'
import { E2E_STRIPE } from './env'
import { openPage } from './layout-helpers'

// Card payment, against the e2e server that has the Stripe settings (playwright.config.ts, port + 1),
// Stripe's API replaced by e2e/stripe-standin.mjs and Stripe.js by the tiny stand-in below (page.route).
const port = Number(process.env.E2E_PORT ?? 3100)
test.use({ baseURL: `http://127.0.0.1:${port + 1}` })

const ADDRESS = { Destinataire: 'Atelier Lambert', Adresse: '12 rue des Forges', 'Code postal': '69007', Ville: 'Lyon' }

/** window.Stripe as far as @stripe/react-stripe-js uses it: elements(), create('payment'), mount(), confirmPayment(). */
const FAKE_STRIPE_JS = `
window.Stripe = function (key) {
  var confirmCalls = (window.__stripeConfirm = []);
  function element(type) {
    var handlers = {};
    return {
      mount: function (node) {
        var el = typeof node === 'string' ? document.querySelector(node) : node;
        el.innerHTML = '<label>Numéro de carte <input data-testid="fake-card-number" value="4242 4242 4242 4242"></label>';
        setTimeout(function () { (handlers.ready || []).forEach(function (cb) { cb({ elementType: type }); }); }, 0);
      },
      on: function (event, cb) { (handlers[event] = handlers[event] || []).push(cb); return this; },
      off: function (event, cb) { handlers[event] = (handlers[event] || []).filter(function (h) { return h !== cb; }); return this; },
      update: function () {}, unmount: function () {}, destroy: function () {}, focus: function () {}, blur: function () {}, clear: function () {},
    };
  }
  return {
    _key: key,
    elements: function () { return { create: element, getElement: function () { return null; }, update: function () {}, submit: function () { return Promise.resolve({}); }, fetchUpdates: function () { return Promise.resolve({}); } }; },
    confirmPayment: function (args) {
      confirmCalls.push({ redirect: args.redirect, return_url: args.confirmParams && args.confirmParams.return_url });
      return Promise.resolve({ paymentIntent: { status: 'succeeded' } });
    },
    createToken: function () {}, createPaymentMethod: function () {}, confirmCardPayment: function () {},
  };
};`

async function fakeStripeJs(page: Page) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  )
}

const signer = new Stripe('sk_test_signer_only')
/** A `payment_intent.succeeded` as Stripe delivers it, signed with the e2e webhook secret. */
function succeededEvent(intent: string, amount: number, orderId: string, eventId: string) {
  const body = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: intent,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency: 'eur',
        status: 'succeeded',
        metadata: { order_id: orderId },
      },
    },
  })
  return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret: E2E_STRIPE.STRIPE_WEBHOOK_SECRET }) }
}

test.describe('checkout: card payment with Stripe', () => {
  test('an account with credit keeps « Paiement sur compte » by default, « Carte bancaire » beside it', async ({ page }) => {
    await startAs(page, 'credit')
    const product = await buyableProduct(page)
    await setServerLine(page, product.id, 1)
    await openPage(page, '/panier')
    const methods = page.getByTestId('payment-methods')
    await expect(methods.getByLabel('Paiement sur compte')).toBeChecked()
    await expect(methods.getByLabel('Carte bancaire')).not.toBeChecked()
    await expect(page.getByTestId('checkout-form').getByRole('button', { name: 'Valider la commande' })).toBeEnabled()
  })

  test('a buyer without credit line pays by card; the order exists only once the signed webhook arrived', async ({ page, request }) => {
    await fakeStripeJs(page)
    await startAs(page, 'type1')
    const product = await buyableProduct(page)
    await setServerLine(page, product.id, 2)
    await openPage(page, '/panier')
    // Stripe's hosts are allowed by this server's policy (it has the publishable key)
    const csp = (await page.request.get('/panier')).headers()['content-security-policy']
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/)
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/)

    const form = page.getByTestId('checkout-form')
    await expect(form.getByTestId('payment-card-only')).toContainText('Carte bancaire')
    for (const [label, value] of Object.entries(ADDRESS)) await form.getByLabel(label).fill(value)
    await form.getByLabel('Votre référence de commande (facultatif)').fill('PO-CARTE-E2E')
    const intentReply = page.waitForResponse((r) => r.url().endsWith('/api/payments/intent') && r.request().method() === 'POST')
    await form.getByRole('button', { name: 'Continuer vers le paiement' }).click()
    const intent = await (await intentReply).json()
    expect(intent).toMatchObject({
      code: 'success',
      publishableKey: E2E_STRIPE.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
      amount: { ht: expect.any(Number), tva: expect.any(Number), ttc: expect.any(Number) },
    })

    const card = page.getByTestId('card-payment')
    await expect(card.getByTestId('fake-card-number')).toBeVisible()
    await expect(card.getByTestId('card-amount')).toContainText('Total H.T')
    await expect(card.getByTestId('card-amount')).toContainText('TVA')
    await expect(card.getByTestId('card-amount-ttc')).toBeVisible()
    // keyboard: the pay button is reachable and pressed with Enter
    const pay = card.getByRole('button', { name: /^Payer / })
    await pay.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('card-confirming')).toHaveText('Paiement en cours de confirmation…')
    expect(await page.evaluate(() => (window as unknown as { __stripeConfirm: unknown[] }).__stripeConfirm)).toEqual([
      { redirect: 'if_required', return_url: expect.stringContaining('/panier?paiement=') },
    ])

    // paid in the browser, but no order until Stripe's webhook
    expect((await serverOrders(page)).find((o) => o.id === intent.orderId)?.status).toBe('cart')

    const event = succeededEvent(
      intent.paymentIntent,
      Math.round(intent.amount.ttc * 100),
      intent.orderId,
      `evt_e2e_${test.info().project.name}_${Date.now()}`,
    )
    const post = () =>
      request.post('/api/stripe/webhook', {
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        data: event.body,
      })
    const delivered = await post()
    expect(delivered.status()).toBe(200)
    expect(await delivered.json()).toEqual({ code: 'order_placed' })

    await expect(page.getByTestId('placed-order-id')).toHaveText(intent.orderId)
    // the confirmation view at the top of the page, its heading focused (issue 33): not a banner out of sight
    const view = page.getByTestId('confirmation-view')
    await expect(view.getByTestId('confirmation-title')).toBeFocused()
    await expect(view.getByTestId('confirmation-title')).toBeInViewport({ ratio: 1 })
    await expect(view.getByTestId('confirmation-po')).toHaveText('PO-CARTE-E2E')
    await expect(view.getByTestId('confirmation-address')).toContainText('Lyon')
    const placed = (await serverOrders(page)).filter((o) => o.id === intent.orderId)
    expect(placed).toEqual([
      expect.objectContaining({
        status: 'placed',
        po_reference: 'PO-CARTE-E2E',
        delivery_address: expect.objectContaining({ city: 'Lyon' }),
      }),
    ])

    // the same event again: acknowledged, nothing changes
    const before = await serverOrders(page)
    const replayed = await post()
    expect(replayed.status()).toBe(200)
    expect(await replayed.json()).toEqual({ code: 'duplicate' })
    expect(await serverOrders(page)).toEqual(before)
  })

  test('a forged webhook is refused with 400 and places nothing', async ({ request }) => {
    const body = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_x' } } })
    const res = await request.post('/api/stripe/webhook', {
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_wrong' }),
      },
      data: body,
    })
    expect(res.status()).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'invalid_signature' })
  })
})
