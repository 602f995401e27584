/**
 * POST /api/contact and the password reset (POST /api/auth/forgot-password, /api/auth/reset-password): the real
 * handlers on a fresh database, mails read back from the outbox, captcha solved like the widget does.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callApi, type ApiCall } from '../helpers/nextApi'
import { rest, startTestPayload, type TestPayload } from '../helpers/payload'

const SHOP = 'http://localhost:3000'
const BUYER = { email: 'acheteuse@alpha.test', password: 'Ancien-mot-2026' }

let env: TestPayload
let payload: Payload
let contact: NextApiHandler
let forgot: NextApiHandler
let reset: NextApiHandler
let ip = 0

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  contact = (await import('@/pages/api/contact')).default
  forgot = (await import('@/pages/api/auth/forgot-password')).default
  reset = (await import('@/pages/api/auth/reset-password')).default
  await payload.updateGlobal({ slug: 'site-settings', data: { email_equipe: 'equipe@shop.test' }, overrideAccess: true })
  await payload.create({ collection: 'clients', data: { ...BUYER, firstname: 'Alice' }, overrideAccess: true })
  await payload.create({
    collection: 'clients',
    data: { email: 'ferme@alpha.test', password: 'Ferme-2026-xx', compte_desactive: true },
    overrideAccess: true,
  })
})

afterAll(async () => {
  const { settleJobs } = await import('@/server/jobs/queue')
  await settleJobs()
  await env?.cleanup()
})

const post = (handler: NextApiHandler, body: unknown, over: ApiCall = {}) =>
  callApi(handler, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: SHOP, ...over.headers },
    body,
    ip: over.ip ?? `203.0.113.${++ip}`,
  })

async function captcha(): Promise<string> {
  const { issueCaptchaChallenge } = await import('@/server/captcha')
  const challenge = await issueCaptchaChallenge(payload, { minCounter: 10, maxCounter: 100 })
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** Mails sent to `to`, newest first, parsed from their .eml file. */
async function mailsTo(to: string) {
  const { settleJobs } = await import('@/server/jobs/queue')
  await settleJobs()
  const { docs } = await payload.find({
    collection: 'outbox-mails',
    where: { to: { equals: to } },
    sort: '-createdAt',
    overrideAccess: true,
  })
  return Promise.all(docs.map(async (d) => simpleParser(await fs.readFile(path.resolve(process.cwd(), d.file!)))))
}

const VALID = {
  subject: 'Demande de devis',
  message: 'Bonjour, pouvez-vous nous chiffrer 20 gants anti-coupure ?',
  name: 'Marie Dupont',
  company: 'Atelier Dupont',
  email: 'Marie.Dupont@Atelier.test',
  phone: '+33 6 12 34 56 78',
  consent: true,
}

describe('POST /api/contact', () => {
  it('stores the request, mails the team (reply to the requester) and the requester, notifies and pushes to the CRM', async () => {
    const res = await post(contact, { ...VALID, captcha: await captcha(), path: '/contact' })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({
      code: 'success',
      message: 'Merci, votre demande est bien envoyée. Notre équipe vous répond sous un jour ouvré.',
    })

    const { docs } = await payload.find({
      collection: 'contact-requests',
      where: { email: { equals: 'marie.dupont@atelier.test' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      kind: 'contact',
      status: 'new',
      subject: 'Demande de devis',
      name: 'Marie Dupont',
      company: 'Atelier Dupont',
      phone: '+33 6 12 34 56 78',
      source_path: '/contact',
    })

    const [team] = await mailsTo('equipe@shop.test')
    expect(team?.subject).toBe('Demande de contact\u00a0: Demande de devis')
    expect(team?.replyTo?.text).toBe('marie.dupont@atelier.test')
    expect(team?.text).toContain('pouvez-vous nous chiffrer 20 gants')
    expect(team?.text).toContain(`/admin/collections/contact-requests/${docs[0]!.id}`)
    const [ack] = await mailsTo('marie.dupont@atelier.test')
    expect(ack?.subject).toBe('Nous avons bien reçu votre demande')

    const notes = await payload.find({ collection: 'chat-notifications', overrideAccess: true })
    expect(notes.docs.map((n) => n.text)).toContain(
      'Nouvelle demande de contact de Marie Dupont (Atelier Dupont)\u00a0: «\u00a0Demande de devis\u00a0»',
    )
    const synced = await payload.findByID({ collection: 'contact-requests', id: docs[0]!.id, overrideAccess: true })
    expect(synced.crm_id).toBe(`cms:contact-requests:${docs[0]!.id}`)
  })

  it.each([
    [{ subject: '  ' }, 'subject', 'Veuillez indiquer l’objet de votre demande.'],
    [{ message: 'Court' }, 'message', 'Votre message est un peu court\u00a0: précisez votre demande (10 caractères au moins).'],
    [{ name: '' }, 'name', 'Veuillez indiquer votre nom.'],
    [{ email: 'pas-une-adresse' }, 'email', 'Veuillez saisir une adresse e-mail valide.'],
    [{ phone: 'appelez-moi' }, 'phone', 'Veuillez saisir un numéro de téléphone valide (chiffres, espaces, +).'],
    [{ consent: false }, 'consent', 'Veuillez accepter l’utilisation de vos données pour que nous puissions vous répondre.'],
  ])('refuses %j with 400, the field and its French message, and stores nothing', async (change, field, message) => {
    const before = (await payload.count({ collection: 'contact-requests', overrideAccess: true })).totalDocs
    const res = await post(contact, { ...VALID, ...change, captcha: await captcha() })
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ code: 'invalid_body', message, field })
    expect((await payload.count({ collection: 'contact-requests', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('refuses a missing or replayed captcha (400, field captcha)', async () => {
    expect((await post(contact, VALID)).json).toEqual({
      code: 'captcha_refused',
      message: 'Veuillez cocher la case «\u00a0Je ne suis pas un robot\u00a0».',
      field: 'captcha',
    })
    const once = await captcha()
    expect((await post(contact, { ...VALID, captcha: once })).status).toBe(201)
    const replay = await post(contact, { ...VALID, captcha: once })
    expect(replay.status).toBe(400)
    expect(replay.json).toEqual({
      code: 'captcha_refused',
      message: 'Cette vérification anti-robot a déjà servi. Veuillez la refaire.',
      field: 'captcha',
    })
  })

  it('refuses another site (403), other methods (405) and more than 5 requests in 10 minutes from one address (429)', async () => {
    expect((await post(contact, VALID, { headers: { origin: 'https://evil.test' } })).status).toBe(403)
    expect((await callApi(contact, { method: 'GET' })).status).toBe(405)
    const statuses = []
    for (let i = 0; i < 6; i += 1) statuses.push((await post(contact, { ...VALID, consent: false }, { ip: '198.18.0.9' })).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
  })
})

describe('password reset', () => {
  it('answers the same for a buyer, an unknown and a deactivated address; only the buyer gets a mail', async () => {
    const replies = await Promise.all(
      ['acheteuse@alpha.test', 'inconnu@alpha.test', 'ferme@alpha.test'].map((email) => post(forgot, { email })),
    )
    for (const res of replies) {
      expect(res.status).toBe(200)
      expect(res.json).toEqual(replies[0]!.json)
    }
    expect(replies[0]!.json.code).toBe('success')
    expect(await mailsTo('inconnu@alpha.test')).toHaveLength(0)
    expect(await mailsTo('ferme@alpha.test')).toHaveLength(0)
    const [mail] = await mailsTo('acheteuse@alpha.test')
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe')
    expect(mail?.text).toContain('Bonjour Alice,')
    expect(mail?.text).toContain('valable 1 heure')
  })

  it('the mailed link opens the shop page; the token sets the password once, then the old password no longer works', async () => {
    const [mail] = await mailsTo('acheteuse@alpha.test')
    const link = /http:\/\/localhost:3000\/se-connecter\/nouveau-mot-de-passe\?token=([0-9a-f]+)/.exec(mail!.text ?? '')
    expect(link).not.toBeNull()
    const token = link![1]!

    const weak = await post(reset, { token, password: 'motdepasse', confirm: 'motdepasse' })
    expect(weak.json).toEqual({
      code: 'invalid_body',
      message: 'Le mot de passe doit contenir au moins une lettre et un chiffre.',
      field: 'password',
    })
    const mismatch = await post(reset, { token, password: 'Nouveau-mot-2026', confirm: 'Nouveau-mot-2027' })
    expect(mismatch.json).toMatchObject({ field: 'confirm', message: 'Les deux mots de passe ne sont pas identiques.' })

    const ok = await post(reset, { token, password: 'Nouveau-mot-2026', confirm: 'Nouveau-mot-2026' })
    expect(ok.status).toBe(200)
    expect(ok.json.code).toBe('success')
    expect((await rest('POST', '/clients/login', { body: { email: BUYER.email, password: 'Nouveau-mot-2026' } })).status).toBe(200)
    expect((await rest('POST', '/clients/login', { body: BUYER })).status).toBe(401)

    const again = await post(reset, { token, password: 'Encore-autre-2026', confirm: 'Encore-autre-2026' })
    expect(again.status).toBe(400)
    expect(again.json).toEqual({
      code: 'invalid_token',
      message: 'Ce lien n’est plus valable\u00a0: il a expiré ou a déjà servi. Demandez un nouveau lien.',
      field: 'token',
    })
  })

  it('an expired token is refused', async () => {
    const { createClientPasswordToken } = await import('@/server/session/passwordReset')
    const token = await createClientPasswordToken(payload, BUYER.email, 1)
    expect(token).toEqual(expect.any(String))
    await expect.poll(() => Date.now()).toBeGreaterThan(Date.now() + 5)
    const res = await post(reset, { token, password: 'Expire-mot-2026', confirm: 'Expire-mot-2026' })
    expect(res.json.code).toBe('invalid_token')
  })

  it('limits one account to 3 mails in 15 minutes (same answer after) and one address to 10 requests (429)', async () => {
    // the first test used one of this account's 3 requests: 2 more mails, then the same answer without a mail
    const mailsBefore = (await mailsTo('acheteuse@alpha.test')).length
    for (let i = 0; i < 4; i += 1) expect((await post(forgot, { email: 'acheteuse@alpha.test' })).json.code).toBe('success')
    expect((await mailsTo('acheteuse@alpha.test')).length - mailsBefore).toBe(2)
    const statuses = []
    for (let i = 0; i < 11; i += 1) statuses.push((await post(forgot, { email: `x${i}@alpha.test` }, { ip: '198.18.0.20' })).status)
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
  })

  it('an invalid address gets its French message; another site is refused', async () => {
    expect((await post(forgot, { email: 'nope' })).json).toEqual({
      code: 'invalid_body',
      message: 'Veuillez saisir une adresse e-mail valide.',
      field: 'email',
    })
    expect((await post(forgot, { email: 'a@b.test' }, { headers: { origin: 'https://evil.test' } })).status).toBe(403)
  })
})
