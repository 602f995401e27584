/**
 * POST /api/newsletter: the real handler (src/pages/api/newsletter.ts) writing through Payload on a fresh SQLite
 * database, and the CMS REST rules of the `newsletter-signups` collection it writes to.
 */
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callApi, type ApiCall } from '../helpers/nextApi'
import { login, rest, startTestPayload, type TestPayload } from '../helpers/payload'

const SHOP = 'http://localhost:3000'
const EDITOR = { email: 'editrice@cms.test', password: 'Editeur-test-2026' }
const CLIENT = { email: 'client@alpha.test', password: 'Client-test-2026' }

let env: TestPayload
let payload: Payload
let handler: NextApiHandler

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  // after startTestPayload: the handler reaches @payload-config through the server modules
  handler = (await import('@/pages/api/newsletter')).default
  await payload.create({ collection: 'editors', data: { ...EDITOR, name: 'Éditrice' }, overrideAccess: true })
  await payload.create({ collection: 'clients', data: { ...CLIENT, firstname: 'Alice' }, overrideAccess: true })
})

afterAll(async () => {
  const { settleJobs } = await import('@/server/jobs/queue')
  await settleJobs()
  await env?.cleanup()
})

let ipCounter = 0
/** A POST from a page of the shop; each call from its own address unless told (the rate limit is per address). */
const post = (body: unknown, over: ApiCall = {}) =>
  callApi(handler, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: SHOP, 'content-type': 'application/json', ...over.headers },
    body,
    ip: over.ip ?? `198.51.100.${++ipCounter}`,
  })

const signups = async (email: string) =>
  (await payload.find({ collection: 'newsletter-signups', where: { email: { equals: email } }, overrideAccess: true })).docs

describe('POST /api/newsletter', () => {
  it('records a valid sign-up (address normalised, page, consent time) and confirms it with 201', async () => {
    const before = Date.now()
    const res = await post({ email: '  Nouvel.Abonne@Example.FR ', consent: true, path: '/catalogues/produit/pompe-a-graisse' })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({ code: 'success', message: 'Merci\u00a0! Votre inscription à la newsletter est confirmée.' })
    const docs = await signups('nouvel.abonne@example.fr')
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ email: 'nouvel.abonne@example.fr', source_path: '/catalogues/produit/pompe-a-graisse' })
    // pushed to the CRM by a job (the embedded CRM: a « newsletter » entry of contact-requests), not before the answer
    const { settleJobs } = await import('@/server/jobs/queue')
    await settleJobs()
    const [synced] = await signups('nouvel.abonne@example.fr')
    expect(synced?.crm_synced_at).toEqual(expect.any(String))
    const leads = await payload.find({
      collection: 'contact-requests',
      where: { email: { equals: 'nouvel.abonne@example.fr' } },
      overrideAccess: true,
    })
    expect(leads.docs).toHaveLength(1)
    expect(leads.docs[0]).toMatchObject({ kind: 'newsletter', subject: 'Inscription à la newsletter' })
    const consentAt = Date.parse(docs[0]?.consent_at ?? '')
    expect(consentAt).toBeGreaterThanOrEqual(before - 1000)
    expect(consentAt).toBeLessThanOrEqual(Date.now() + 1000)
    expect(docs[0]?.createdAt).toBeTruthy()
  })

  it('answers an already registered address exactly like a new one, and keeps a single record', async () => {
    const first = await post({ email: 'deja.inscrit@example.fr', consent: true, path: '/' })
    const again = await post({ email: 'DEJA.Inscrit@example.fr', consent: true, path: '/contact' })
    expect(again.status).toBe(first.status)
    expect(again.status).toBe(201)
    expect(again.json).toEqual(first.json)
    const docs = await signups('deja.inscrit@example.fr')
    expect(docs).toHaveLength(1)
    expect(docs[0]?.source_path).toBe('/') // the first record is kept
  })

  it('keeps one record when the same address signs up twice at once', async () => {
    const answers = await Promise.all([
      post({ email: 'double.clic@example.fr', consent: true }),
      post({ email: 'double.clic@example.fr', consent: true }),
    ])
    expect(answers.map((a) => a.status)).toEqual([201, 201])
    expect(await signups('double.clic@example.fr')).toHaveLength(1)
  })

  it.each([
    ['pas-une-adresse', 'Veuillez saisir une adresse e-mail valide.'],
    ['nom@domaine', 'Veuillez saisir une adresse e-mail valide.'],
    ['', 'Veuillez saisir votre adresse e-mail.'],
    [42, 'Veuillez saisir une adresse e-mail valide.'],
  ])('refuses the address %j with 400 invalid_email « %s »', async (email, message) => {
    const res = await post({ email, consent: true })
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ code: 'invalid_email', message })
    expect(
      (await payload.count({ collection: 'newsletter-signups', where: { email: { equals: String(email) } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it.each([{}, { consent: false }, { consent: 'true' }, { consent: 1 }])(
    'refuses a sign-up without consent (%j) with 400 consent_required',
    async (extra) => {
      const res = await post({ email: 'sans.consentement@example.fr', ...extra })
      expect(res.status).toBe(400)
      expect(res.json).toEqual({ code: 'consent_required', message: 'Veuillez accepter de recevoir la newsletter pour vous inscrire.' })
      expect(await signups('sans.consentement@example.fr')).toHaveLength(0)
    },
  )

  it.each([
    ['a text body', 'email=a@b.fr&consent=true'],
    ['no body', undefined],
    ['an array', [{ email: 'a@b.fr', consent: true }]],
    ['a full URL as page', { email: 'url@example.fr', consent: true, path: 'https://evil.example/' }],
  ])('refuses %s with 400 invalid_body', async (_label, body) => {
    const res = await post(body)
    expect(res.status).toBe(400)
    expect(res.json.code).toBe('invalid_body')
    expect(res.json.message).toBe('Requête invalide.')
  })

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'http://localhost:3000.evil.example' }],
    ['an opaque origin', { origin: 'null', referer: `${SHOP}/contact` }],
    ['no Origin nor Referer', { origin: '' }],
  ])('refuses a request from %s with 403 and stores nothing', async (_label, headers) => {
    const res = await post({ email: 'csrf@example.fr', consent: true }, { headers })
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ code: 'forbidden_origin', message: 'Requête refusée\u00a0: elle ne provient pas de la boutique.' })
    expect(await signups('csrf@example.fr')).toHaveLength(0)
  })

  it('accepts a same-origin request that carries only a Referer', async () => {
    const res = await post({ email: 'referer@example.fr', consent: true }, { headers: { origin: '', referer: `${SHOP}/faq` } })
    expect(res.status).toBe(201)
  })

  it.each(['GET', 'PUT', 'DELETE'])('answers %s with 405 and Allow: POST', async (method) => {
    const res = await callApi(handler, { method, headers: { host: 'localhost:3000', origin: SHOP } })
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('POST')
    expect(res.json).toEqual({ code: 'method_not_allowed', message: 'Méthode non autorisée.' })
  })

  it('limits the requests of one address (429 after the limit, other addresses unaffected)', async () => {
    const { NEWSLETTER_RATE_LIMIT } = await import('@/pages/api/newsletter')
    const ip = '203.0.113.77'
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT; i++) {
      expect((await post({ email: 'x', consent: true }, { ip })).status).toBe(400)
    }
    const limited = await post({ email: 'limite@example.fr', consent: true }, { ip })
    expect(limited.status).toBe(429)
    expect(limited.json.code).toBe('rate_limited')
    expect(await signups('limite@example.fr')).toHaveLength(0)
    expect((await post({ email: 'limite@example.fr', consent: true }, { ip: '203.0.113.78' })).status).toBe(201)
  })
})

describe('newsletter-signups in the CMS API', () => {
  it('cannot be created through the REST API, not even by an editor', async () => {
    const visitor = await rest('POST', '/newsletter-signups', { body: { email: 'rest@example.fr', consent_at: new Date().toISOString() } })
    expect(visitor.status).toBe(403)
    const cookie = await login('editors', EDITOR.email, EDITOR.password)
    const editor = await rest('POST', '/newsletter-signups', {
      cookie,
      body: { email: 'rest@example.fr', consent_at: new Date().toISOString() },
    })
    expect(editor.status).toBe(403)
    expect(await signups('rest@example.fr')).toHaveLength(0)
  })

  it('is not readable by a visitor nor by a client', async () => {
    const visitor = await rest('GET', '/newsletter-signups')
    expect(visitor.status).toBe(403)
    expect(JSON.stringify(visitor.json)).not.toContain('nouvel.abonne@example.fr')
    const cookie = await login('clients', CLIENT.email, CLIENT.password)
    const client = await rest('GET', '/newsletter-signups', { cookie })
    expect(client.status).toBe(403)
    expect(JSON.stringify(client.json)).not.toContain('nouvel.abonne@example.fr')
  })

  it('is read, marked as sent to the CRM and deleted by an editor', async () => {
    const cookie = await login('editors', EDITOR.email, EDITOR.password)
    const list = await rest('GET', '/newsletter-signups?where[email][equals]=nouvel.abonne@example.fr', { cookie })
    expect(list.status).toBe(200)
    expect(list.json.docs).toHaveLength(1)
    const id = list.json.docs[0].id as number
    const syncedAt = '2026-11-22T08:00:00.000Z'
    const updated = await rest('PATCH', `/newsletter-signups/${id}`, { cookie, body: { crm_synced_at: syncedAt } })
    expect(updated.status).toBe(200)
    expect(updated.json.doc.crm_synced_at).toBe(syncedAt)

    const clientCookie = await login('clients', CLIENT.email, CLIENT.password)
    expect((await rest('DELETE', `/newsletter-signups/${id}`, { cookie: clientCookie })).status).toBe(403)
    expect((await rest('DELETE', `/newsletter-signups/${id}`, { cookie })).status).toBe(200)
    expect(await signups('nouvel.abonne@example.fr')).toHaveLength(0)
  })
})
