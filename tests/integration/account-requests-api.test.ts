/**
 * POST /api/account-requests: the real handler on a fresh SQLite database, with the real captcha, the jobs queue and
 * the mail outbox; the VAT lookup is the offline default, or the VIES adapter pointed at a local server.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { solvedCaptcha } from '../helpers/captcha'
import { callApi, type ApiCall } from '../helpers/nextApi'
import { rest, startTestPayload, type TestPayload } from '../helpers/payload'

const SHOP = 'http://localhost:3000'
const TEAM = 'ventes@boutique.test'

let env: TestPayload
let payload: Payload
let handler: NextApiHandler
let settleJobs: () => Promise<void>

const REQUEST = {
  isNewClient: true,
  isCompany: true,
  hasVatNumber: true,
  hasClientNumber: false,
  civility: 'Mme',
  firstname: 'Claire',
  lastname: 'Martin',
  email: 'claire.martin@atelier-martin.fr',
  phone: '01 23 45 67 89',
  company: 'Atelier Martin SAS',
  country: 'FR',
  street: '12 rue des Forges',
  postalCode: '69007',
  city: 'Lyon',
  siret: '73282932000074',
  vat: 'FR44732829320',
  note: 'Nous achetons des roulements chaque mois.',
  consent: true,
}

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  handler = (await import('@/pages/api/account-requests')).default
  ;({ settleJobs } = await import('@/server/jobs/queue'))
  await payload.updateGlobal({ slug: 'site-settings', data: { email_equipe: TEAM }, overrideAccess: true })
})

afterAll(async () => {
  const { setVatLookupForTests } = await import('@/server/vat')
  setVatLookupForTests(null)
  await env?.cleanup()
})

let ipCounter = 0
const post = (body: unknown, over: ApiCall = {}) =>
  callApi(handler, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: SHOP, 'content-type': 'application/json', ...over.headers },
    body,
    ip: over.ip ?? `198.51.100.${++ipCounter}`,
  })

const requestsOf = async (email: string) =>
  (await payload.find({ collection: 'account-requests', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })).docs

const mailsTo = async (to: string) => {
  await settleJobs()
  return (await payload.find({ collection: 'outbox-mails', where: { to: { contains: to } }, overrideAccess: true, sort: '-createdAt' }))
    .docs as unknown as { subject: string; text: string; file: string }[]
}

describe('POST /api/account-requests', () => {
  it('stores a valid request as pending with its VAT check, answers 201 at once and tells the team by mail and chat', async () => {
    const res = await post({ ...REQUEST, captcha: await solvedCaptcha(payload) })
    expect(res.status).toBe(201)
    expect(res.json.code).toBe('success')
    expect(res.json.message).toMatch(/^Merci\u00a0! Votre demande d’ouverture de compte est enregistrée/)
    const [stored] = await requestsOf(REQUEST.email)
    expect(stored).toMatchObject({
      status: 'en_attente',
      is_new_client: true,
      is_company: true,
      firstname: 'Claire',
      company: 'Atelier Martin SAS',
      siret: '73282932000074',
      vat: 'FR44732829320',
      vat_status: 'valide',
      vat_source: 'checksum',
      phone: '0123456789',
      country: 'FR',
      dimasys_type: 1,
      dimasys_credit_limit: 0,
    })
    expect(stored?.consent_at).toBeTruthy()

    const [mail] = await mailsTo(TEAM)
    expect(mail?.subject).toBe('Demande de compte\u00a0: Atelier Martin SAS')
    expect(mail?.text).toContain('SIRET\u00a0: 73282932000074')
    expect(mail?.text).toContain('N° TVA\u00a0: FR44732829320 — valide')
    expect(mail?.text).toContain(`/admin/collections/account-requests/${stored?.id}`)
    const chats = await payload.find({ collection: 'chat-notifications', overrideAccess: true })
    expect(JSON.stringify(chats.docs)).toContain('Nouvelle demande de compte\u00a0: Atelier Martin SAS — Claire Martin')
  })

  it('answers 400 with a French message per field and stores nothing', async () => {
    const res = await post({
      ...REQUEST,
      email: 'pas-une-adresse',
      siret: '73282932000075',
      firstname: '',
      consent: false,
      captcha: await solvedCaptcha(payload),
    })
    expect(res.status).toBe(400)
    expect(res.json).toEqual({
      code: 'invalid_fields',
      message: 'Certains champs sont à corriger.',
      fields: {
        firstname: 'Veuillez saisir votre prénom.',
        email: 'Veuillez saisir une adresse e-mail valide.',
        siret: 'Ce SIRET n’est pas valide\u00a0: vérifiez ses 14 chiffres.',
        consent: 'Veuillez accepter les conditions générales et la politique de confidentialité.',
      },
    })
    expect(await requestsOf('pas-une-adresse')).toHaveLength(0)
  })

  it('refuses a missing captcha and a replayed one', async () => {
    const email = 'robot@exemple.fr'
    const missing = await post({ ...REQUEST, email })
    expect(missing.status).toBe(400)
    expect(missing.json).toMatchObject({
      code: 'captcha_invalid',
      fields: { captcha: 'Veuillez cocher la case «\u00a0Je ne suis pas un robot\u00a0».' },
    })
    const captcha = await solvedCaptcha(payload)
    expect((await post({ ...REQUEST, email, captcha })).status).toBe(201)
    const replayed = await post({ ...REQUEST, email, captcha })
    expect(replayed.status).toBe(400)
    expect(replayed.json).toMatchObject({
      code: 'captcha_invalid',
      fields: { captcha: 'Cette vérification anti-robot a déjà servi. Veuillez la refaire.' },
    })
    expect(await requestsOf(email)).toHaveLength(1)
  })

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['no Origin nor Referer', { origin: '' }],
  ])('refuses a request from %s with 403', async (_label, headers) => {
    const res = await post({ ...REQUEST, email: 'csrf@exemple.fr', captcha: 'x' }, { headers })
    expect(res).toMatchObject({ status: 403, json: { code: 'forbidden_origin' } })
  })

  it('limits the requests of one address (429), other addresses unaffected', async () => {
    const { ACCOUNT_REQUEST_RATE_LIMIT } = await import('@/pages/api/account-requests')
    const ip = '203.0.113.90'
    for (let i = 0; i < ACCOUNT_REQUEST_RATE_LIMIT; i++) expect((await post({ ...REQUEST, firstname: '' }, { ip })).status).toBe(400)
    const limited = await post({ ...REQUEST, email: 'limite@exemple.fr', captcha: await solvedCaptcha(payload) }, { ip })
    expect(limited).toMatchObject({ status: 429, json: { code: 'rate_limited' } })
    expect(await requestsOf('limite@exemple.fr')).toHaveLength(0)
  })

  it('answers 405 to GET', async () => {
    const res = await callApi(handler, { method: 'GET', headers: { host: 'localhost:3000', origin: SHOP } })
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('POST')
  })

  it('pre-selects the company of a known client number for the editor', async () => {
    const societe = await payload.create({
      collection: 'societes',
      data: { raison_sociale: 'Fonderie Dupont', numero_client: 'CL0042' },
      overrideAccess: true,
    })
    const body = {
      ...REQUEST,
      email: 'achats@fonderie-dupont.fr',
      isNewClient: false,
      hasClientNumber: true,
      hasVatNumber: false,
      clientNumber: 'cl0042',
      company: 'Fonderie Dupont',
    }
    expect((await post({ ...body, captcha: await solvedCaptcha(payload) })).status).toBe(201)
    expect((await requestsOf(body.email))[0]).toMatchObject({ client_number: 'CL0042', societe: societe.id, street: null, siret: null })
  })

  describe('with VIES (VAT_LOOKUP_URL + VAT_LOOKUP_KEY)', () => {
    let server: http.Server
    let answer: { status: number; body: unknown }

    beforeAll(async () => {
      server = http.createServer((req, res) => {
        req.resume()
        req.on('end', () => {
          res.writeHead(answer.status, { 'content-type': 'application/json' })
          res.end(JSON.stringify(answer.body))
        })
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const { setVatLookupForTests } = await import('@/server/vat')
      const { createViesLookup } = await import('@/server/vat/vies')
      setVatLookupForTests(
        createViesLookup({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, apiKey: 'k', timeoutMs: 2000 }),
      )
    })

    afterAll(async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    })

    it('keeps the request, « à vérifier », when VIES is unavailable', async () => {
      answer = { status: 500, body: { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] } }
      const email = 'vies.indisponible@exemple.be'
      const body = { ...REQUEST, email, country: 'BE', siret: '', vat: 'BE1000000021', postalCode: '1000', city: 'Bruxelles' }
      expect((await post({ ...body, captcha: await solvedCaptcha(payload) })).status).toBe(201)
      expect((await requestsOf(email))[0]).toMatchObject({
        vat: 'BE1000000021',
        vat_status: 'a_verifier',
        vat_source: 'vies',
        vat_detail: 'MS_UNAVAILABLE',
      })
    })

    it('stores the registered name VIES gives', async () => {
      answer = {
        status: 200,
        body: { countryCode: 'BE', vatNumber: '0403170701', valid: true, name: 'NV ANHEUSER-BUSCH INBEV', address: 'Grote Markt 1' },
      }
      const email = 'vies.valide@exemple.be'
      const body = { ...REQUEST, email, country: 'BE', siret: '', vat: 'BE0403170701', postalCode: '1000', city: 'Bruxelles' }
      expect((await post({ ...body, captcha: await solvedCaptcha(payload) })).status).toBe(201)
      expect((await requestsOf(email))[0]).toMatchObject({ vat_status: 'valide', vat_source: 'vies', vat_name: 'NV ANHEUSER-BUSCH INBEV' })
    })

    it('refuses a number VIES says is not active, with the message next to the VAT field', async () => {
      answer = { status: 200, body: { countryCode: 'FR', vatNumber: '44732829320', valid: false, name: '---', address: '---' } }
      const email = 'vies.invalide@exemple.fr'
      const res = await post({ ...REQUEST, email, captcha: await solvedCaptcha(payload) })
      expect(res.status).toBe(400)
      expect(res.json).toMatchObject({
        code: 'vat_inactive',
        fields: { vat: expect.stringContaining('n’est pas actif selon le service européen VIES') },
      })
      expect(await requestsOf(email)).toHaveLength(0)
    })
  })

  it('cannot be read or created through the CMS API by a visitor', async () => {
    expect((await rest('GET', '/account-requests')).status).toBe(403)
    expect((await rest('POST', '/account-requests', { body: { email: 'x@y.fr', firstname: 'x', lastname: 'y' } })).status).toBe(403)
  })
})
