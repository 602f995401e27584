/**
 * Mail: the embedded outbox (real .eml files + the admin's `outbox-mails` list) through Payload's
 * configured adapter and the jobs queue, and the real SMTP path (@payloadcms/email-nodemailer) against a local SMTP
 * server, each message parsed back with mailparser.
 */
import fs from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { simpleParser, type ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from '../helpers/payload'

let env: TestPayload
let payload: Payload

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
})

afterAll(async () => {
  await env?.cleanup()
})

const parseFile = async (file: string): Promise<ParsedMail> => simpleParser(await fs.readFile(path.resolve(process.cwd(), file)))

describe('outbox (no SMTP settings)', () => {
  it('Payload is configured with the outbox adapter', () => {
    expect((payload.email as { name?: string }).name).toBe('outbox')
  })

  it('a queued mail is sent by the sendMail job: an RFC 822 file in data/outbox and a read-only admin entry', async () => {
    const { queueMail, contactRequestTeamMail } = await import('@/server/mail')
    const { settleJobs } = await import('@/server/jobs/queue')
    const composed = contactRequestTeamMail({
      subject: 'Devis pompe à graisse',
      message: 'Bonjour,\nil nous faut 12 pompes <urgent>.',
      name: 'Marie Dupont',
      company: 'Atelier Dupont & Fils',
      email: 'marie@dupont.test',
      phone: '+33 6 12 34 56 78',
    })
    await queueMail(payload, { to: 'equipe-outbox@shop.test', replyTo: 'marie@dupont.test', ...composed })
    await settleJobs()

    const { docs } = await payload.find({
      collection: 'outbox-mails',
      where: { to: { equals: 'equipe-outbox@shop.test' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const entry = docs[0]!
    expect(entry.subject).toBe('Demande de contact\u00a0: Devis pompe à graisse')
    expect(entry.file).toMatch(/^data\/outbox\/.+\.eml$/)

    const mail = await parseFile(entry.file!)
    expect(mail.subject).toBe('Demande de contact\u00a0: Devis pompe à graisse')
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('equipe-outbox@shop.test')
    expect(mail.replyTo?.text).toBe('marie@dupont.test')
    expect(mail.from?.value[0]?.address).toBe('ne-pas-repondre@boutique.invalid')
    expect(mail.text).toContain('Société\u00a0: Atelier Dupont & Fils')
    expect(mail.text).toContain('il nous faut 12 pompes <urgent>.')
    // the HTML alternative escapes what the visitor typed
    expect(mail.html).toContain('12 pompes &lt;urgent&gt;.')
    expect(mail.html).not.toContain('<urgent>')
    await fs.rm(path.resolve(process.cwd(), entry.file!), { force: true })

    // a job that succeeded is removed from the queue (only failures stay, for the admin)
    const jobs = await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendMail' } }, overrideAccess: true })
    expect(jobs.totalDocs).toBe(0)
  })

  it('the outbox list cannot be written through the CMS API', async () => {
    const { rest } = await import('../helpers/payload')
    const res = await rest('POST', '/outbox-mails', { body: { subject: 'x', to: 'a@b.test' } })
    expect(res.status).toBe(403)
  })
})

describe('SMTP (SMTP_CHANNEL + SMTP_ENDPOINT)', () => {
  let server: SMTPServer
  let port: number
  const received: { from: string; to: string[]; raw: Buffer }[] = []

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.server.address() as AddressInfo).port
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('with both settings the adapter is nodemailer over SMTP and the message reaches the server, from SMTP_CHANNEL’s address under the site’s name', async () => {
    const { emailAdapter } = await import('@/server/mail/adapter')
    const { passwordLinkMail } = await import('@/server/mail/templates')
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'))
    const adapter = (
      await emailAdapter(dir, { SMTP_CHANNEL: 'Boutique Test <boutique@shop.test>', SMTP_ENDPOINT: `smtp://127.0.0.1:${port}` })
    )({ payload })
    expect(adapter.name).toBe('nodemailer')

    const composed = passwordLinkMail({
      purpose: 'reset',
      url: 'http://localhost:3000/se-connecter/nouveau-mot-de-passe?token=abc',
      firstname: 'Alice',
      validForHours: 1,
    })
    await adapter.sendEmail({ to: 'alice@alpha.test', ...composed })

    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ from: 'boutique@shop.test', to: ['alice@alpha.test'] })
    const mail = await simpleParser(received[0]!.raw)
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe')
    expect(mail.from?.value[0]).toEqual({ address: 'boutique@shop.test', name: 'Solutions Industrie' })
    expect(mail.text).toContain('Bonjour Alice,')
    expect(mail.text).toContain('http://localhost:3000/se-connecter/nouveau-mot-de-passe?token=abc')
    expect(mail.html).toContain('href="http://localhost:3000/se-connecter/nouveau-mot-de-passe?token=abc"')
    // nothing written to the outbox
    expect(await fs.readdir(dir).catch(() => [])).toEqual([])
  })

  it('with only one of the two settings, the outbox stays in use', async () => {
    const { emailAdapter } = await import('@/server/mail/adapter')
    const adapter = (await emailAdapter('/tmp', { SMTP_ENDPOINT: `smtp://127.0.0.1:${port}` }))({ payload })
    expect(adapter.name).toBe('outbox')
  })

  it('a refused message throws (so the sendMail job retries it)', async () => {
    const { smtpAdapter } = await import('@/server/mail/adapter')
    const adapter = (await smtpAdapter('boutique@shop.test', 'smtp://127.0.0.1:1'))({ payload })
    await expect(adapter.sendEmail({ to: 'x@y.test', subject: 's', text: 't' })).rejects.toThrow()
  })
})
