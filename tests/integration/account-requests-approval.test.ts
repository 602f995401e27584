/**
 * An editor decides on an account request in the CMS (REST PATCH as the admin does): approval creates or reactivates
 * the client with the editor's type, credit limit and company, and mails a working link to choose a password;
 * refusal mails a polite answer; a decided request no longer changes status.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { login, rest, startTestPayload, type TestPayload } from '../helpers/payload'

const EDITOR = { email: 'editrice@cms.test', password: 'Editeur-test-2026' }

let env: TestPayload
let payload: Payload
let editor: string
let settleJobs: () => Promise<void>

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  ;({ settleJobs } = await import('@/server/jobs/queue'))
  await payload.create({ collection: 'editors', data: { ...EDITOR, name: 'Éditrice' }, overrideAccess: true })
  editor = await login('editors', EDITOR.email, EDITOR.password)
})

afterAll(async () => {
  await env?.cleanup()
})

type RequestData = Record<string, unknown> & { email: string }

let counter = 0
async function pendingRequest(over: Partial<RequestData> = {}): Promise<{ id: number; email: string }> {
  const email = over.email ?? `demande${++counter}@atelier.fr`
  const doc = await payload.create({
    collection: 'account-requests',
    data: {
      is_new_client: true,
      is_company: true,
      firstname: 'Claire',
      lastname: 'Martin',
      phone: '0123456789',
      company: 'Atelier Martin SAS',
      siret: '73282932000074',
      vat: 'FR44732829320',
      vat_status: 'valide',
      street: '12 rue des Forges',
      postal_code: '69007',
      city: 'Lyon',
      country: 'FR',
      consent_at: new Date().toISOString(),
      ...over,
      email,
    } as never,
    overrideAccess: true,
  })
  return { id: doc.id as number, email }
}

const decide = (id: number, body: Record<string, unknown>, cookie = editor) => rest('PATCH', `/account-requests/${id}`, { cookie, body })

async function mailTo(email: string): Promise<{ subject: string; text: string }> {
  await settleJobs()
  const { docs } = await payload.find({
    collection: 'outbox-mails',
    where: { to: { contains: email } },
    sort: '-createdAt',
    overrideAccess: true,
  })
  const mail = docs[0] as unknown as { subject: string; text: string } | undefined
  if (!mail) throw new Error(`no mail to ${email}`)
  return mail
}

const clientOf = async (email: string) =>
  (await payload.find({ collection: 'clients', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs[0] as
    | Record<string, any>
    | undefined

describe('approving an account request', () => {
  it('creates the client with the editor’s type, credit limit and a new company, and mails a working password link', async () => {
    const { id, email } = await pendingRequest()
    const res = await decide(id, { status: 'approuvee', dimasys_type: 2, dimasys_credit_limit: 8000 })
    expect(res.status).toBe(200)
    expect(res.json.doc).toMatchObject({ status: 'approuvee', processed_by: expect.anything() })
    expect(res.json.doc.processed_at).toBeTruthy()

    const client = await clientOf(email)
    expect(client).toMatchObject({
      firstname: 'Claire',
      lastname: 'Martin',
      dimasys_type: 2,
      dimasys_credit_limit: 8000,
      compte_desactive: false,
    })
    expect(res.json.doc.client?.id ?? res.json.doc.client).toBe(client?.id)
    const societe = await payload.findByID({ collection: 'societes', id: client?.societe, overrideAccess: true })
    expect(societe).toMatchObject({
      raison_sociale: 'Atelier Martin SAS',
      siret: '73282932000074',
      tva: 'FR44732829320',
      adresse: { rue: '12 rue des Forges', code_postal: '69007', ville: 'Lyon', pays: 'FR' },
    })

    const mail = await mailTo(email)
    expect(mail.subject).toBe('Votre compte est ouvert\u00a0: choisissez votre mot de passe')
    expect(mail.text).toContain('Bonjour Claire,')
    expect(mail.text).toContain('valable 72 heures')
    const link = mail.text.match(/https?:\/\/\S+\/se-connecter\/nouveau-mot-de-passe\?token=([\w%-]+)/)
    expect(link).not.toBeNull()
    const token = decodeURIComponent(link![1]!)

    // the buyer cannot log in before choosing a password, then can with theirs; the link works once
    expect((await rest('POST', '/clients/login', { body: { email, password: 'Mon-mot-de-passe-2026' } })).status).toBe(401)
    const reset = await rest('POST', '/clients/reset-password', { body: { token, password: 'Mon-mot-de-passe-2026' } })
    expect(reset.status).toBe(200)
    expect(await login('clients', email, 'Mon-mot-de-passe-2026')).toMatch(/^payload-token=/)
    const again = await rest('POST', '/clients/reset-password', { body: { token, password: 'Autre-mot-de-passe-2026' } })
    expect(again.status).toBeGreaterThanOrEqual(400)
  })

  it('links the company the editor chose, and reactivates an existing deactivated account of that address', async () => {
    const societe = await payload.create({
      collection: 'societes',
      data: { raison_sociale: 'Fonderie Dupont', numero_client: 'CL0042' },
      overrideAccess: true,
    })
    const email = 'ancien.client@fonderie-dupont.fr'
    await payload.create({
      collection: 'clients',
      data: { email, password: 'Ancien-2026-mot', firstname: 'Paul', lastname: 'Dupont', compte_desactive: true, dimasys_type: 1 },
      overrideAccess: true,
    })
    const { id } = await pendingRequest({
      email,
      is_new_client: false,
      client_number: 'CL0042',
      company: 'Fonderie Dupont',
      siret: null,
      vat: null,
      street: null,
    })
    const res = await decide(id, { status: 'approuvee', dimasys_type: 3, dimasys_credit_limit: 1500, societe: societe.id })
    expect(res.status).toBe(200)
    const client = await clientOf(email)
    expect(client).toMatchObject({
      compte_desactive: false,
      dimasys_type: 3,
      dimasys_credit_limit: 1500,
      societe: societe.id,
      firstname: 'Paul',
    })
    expect((await payload.count({ collection: 'clients', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(1)
    expect((await mailTo(email)).text).toContain('/se-connecter/nouveau-mot-de-passe?token=')
  })

  it('finds the company by the client number given when the editor chose none', async () => {
    const societe = await payload.create({
      collection: 'societes',
      data: { raison_sociale: 'Chaudronnerie Lenoir', numero_client: 'CL0777' },
      overrideAccess: true,
    })
    const { id, email } = await pendingRequest({ is_new_client: false, client_number: 'CL0777', company: 'Chaudronnerie Lenoir' })
    expect((await decide(id, { status: 'approuvee' })).status).toBe(200)
    expect(await clientOf(email)).toMatchObject({ societe: societe.id, dimasys_type: 1, dimasys_credit_limit: 0 })
  })

  it('names the company of an individual after them', async () => {
    const { id, email } = await pendingRequest({ is_company: false, company: null, siret: null, vat: null })
    expect((await decide(id, { status: 'approuvee' })).status).toBe(200)
    const client = await clientOf(email)
    const societe = await payload.findByID({ collection: 'societes', id: client?.societe, overrideAccess: true })
    expect(societe.raison_sociale).toBe('Claire Martin')
  })
})

describe('refusing an account request', () => {
  it('mails a polite answer with the editor’s reason and creates no account', async () => {
    const { id, email } = await pendingRequest()
    const res = await decide(id, { status: 'refusee', refusal_reason: 'Nous ne livrons pas encore votre région.' })
    expect(res.status).toBe(200)
    expect(await clientOf(email)).toBeUndefined()
    const mail = await mailTo(email)
    expect(mail.subject).toBe('Votre demande d’ouverture de compte')
    expect(mail.text).toContain('Bonjour Claire,')
    expect(mail.text).toContain('Motif\u00a0: Nous ne livrons pas encore votre région.')
  })
})

describe('a decided request', () => {
  it('no longer changes status', async () => {
    const { id } = await pendingRequest()
    expect((await decide(id, { status: 'refusee' })).status).toBe(200)
    const res = await decide(id, { status: 'approuvee' })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toContain('Cette demande a déjà été traitée')
    const doc = await payload.findByID({ collection: 'account-requests', id, overrideAccess: true })
    expect(doc.status).toBe('refusee')
  })

  it('is decided by editors only', async () => {
    const { id } = await pendingRequest()
    await payload.create({
      collection: 'clients',
      data: { email: 'curieux@client.fr', password: 'Curieux-2026-mdp' },
      overrideAccess: true,
    })
    const cookie = await login('clients', 'curieux@client.fr', 'Curieux-2026-mdp')
    expect((await decide(id, { status: 'approuvee' }, cookie)).status).toBe(403)
    expect((await rest('GET', `/account-requests/${id}`, { cookie })).status).toBe(403)
  })
})
