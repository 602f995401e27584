/**
 * Chat notification and CRM adapters at the HTTP boundary: Slack `chat.postMessage` and HubSpot CRM v3
 * against a local server speaking their documented payloads, run through the jobs queue: a failure leaves the job
 * to be retried, the retry succeeds; and the embedded defaults (admin lists).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startFakeApi, type FakeApi } from '../helpers/fakeApi'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let env: TestPayload
let payload: Payload

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
})

afterAll(async () => {
  const { settleJobs } = await import('@/server/jobs/queue')
  await settleJobs()
  await env?.cleanup()
})

/** The job of `task` still in the queue (a success removes it). */
const pendingJobs = async (task: string) =>
  (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: task } }, overrideAccess: true, depth: 0 })).docs

/** Lets the back-off of a failed job elapse (the test does not wait 30 s), then runs the queue like the cron does. */
async function runRetries() {
  await payload.update({
    collection: 'payload-jobs',
    where: { completedAt: { exists: false } },
    data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    overrideAccess: true,
  })
  await payload.jobs.run({ limit: 20 })
}

describe('Slack (SLACK_OAUTH_TOKEN)', () => {
  let slack: FakeApi

  beforeAll(async () => {
    slack = await startFakeApi(({ body }) => ({
      status: 200,
      body: { ok: true, channel: 'C024BE91L', ts: '1503435956.000247', message: { text: body?.text } },
    }))
    const { slackNotifier } = await import('@/server/notify/slack')
    const { setChatNotifierForTests } = await import('@/server/notify')
    setChatNotifierForTests(slackNotifier({ token: 'xoxb-test-token', channel: '#ventes', baseUrl: slack.baseUrl }))
  })

  afterAll(async () => {
    const { setChatNotifierForTests } = await import('@/server/notify')
    setChatNotifierForTests(null)
    await slack.close()
  })

  beforeEach(() => {
    slack.requests.length = 0
  })

  it('posts chat.postMessage with the bot token, the channel and the text (link in Slack mrkdwn)', async () => {
    const { queueChatNotification } = await import('@/server/notify')
    const { settleJobs } = await import('@/server/jobs/queue')
    await queueChatNotification(payload, {
      text: 'Nouvelle demande de contact de Marie Dupont',
      link: 'http://localhost:3000/admin/collections/contact-requests/1',
    })
    await settleJobs()
    expect(slack.requests).toHaveLength(1)
    const [request] = slack.requests
    expect(request).toMatchObject({ method: 'POST', path: '/chat.postMessage' })
    expect(request!.headers.authorization).toBe('Bearer xoxb-test-token')
    expect(request!.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(request!.body).toEqual({
      channel: '#ventes',
      text: 'Nouvelle demande de contact de Marie Dupont\n<http://localhost:3000/admin/collections/contact-requests/1|Ouvrir dans l’administration>',
      unfurl_links: false,
      unfurl_media: false,
    })
    expect(await pendingJobs('notifyChat')).toHaveLength(0)
  })

  it('{ ok: false } (HTTP 200) and a 429 fail the job, which is retried and then succeeds', async () => {
    const { queueChatNotification } = await import('@/server/notify')
    const { settleJobs } = await import('@/server/jobs/queue')
    slack.queue(
      { status: 200, body: { ok: false, error: 'not_in_channel' } },
      { status: 429, body: { ok: false, error: 'ratelimited' }, headers: { 'Retry-After': '1' } },
    )
    await queueChatNotification(payload, { text: 'Demande à réessayer' })
    await settleJobs()
    let [job] = await pendingJobs('notifyChat')
    expect(job).toMatchObject({ totalTried: 1, hasError: false, processing: false })
    expect(Date.parse(job!.waitUntil!)).toBeGreaterThan(Date.now()) // backed off
    expect(JSON.stringify(job!.log)).toContain('not_in_channel')

    await runRetries()
    ;[job] = await pendingJobs('notifyChat')
    expect(job).toMatchObject({ totalTried: 2 })
    expect(JSON.stringify(job!.log)).toContain('rate limited')

    await runRetries()
    expect(await pendingJobs('notifyChat')).toHaveLength(0)
    expect(slack.requests.map((r) => r.body.text)).toEqual(['Demande à réessayer', 'Demande à réessayer', 'Demande à réessayer'])
  })
})

describe('HubSpot (HUBSPOT_ACCESS_TOKEN)', () => {
  let hubspot: FakeApi
  let contactRequestId: number | string

  beforeAll(async () => {
    hubspot = await startFakeApi(({ path, body }) => {
      if (path === '/crm/v3/objects/contacts/batch/upsert') {
        return {
          status: 200,
          body: {
            status: 'COMPLETE',
            results: [
              {
                id: '512',
                new: true,
                properties: body.inputs[0].properties,
                createdAt: '2026-11-23T10:00:00Z',
                updatedAt: '2026-11-23T10:00:00Z',
                archived: false,
              },
            ],
            startedAt: '2026-11-23T10:00:00Z',
            completedAt: '2026-11-23T10:00:00Z',
          },
        }
      }
      if (path === '/crm/v3/objects/notes') return { status: 201, body: { id: '9001', properties: body.properties, archived: false } }
      return { status: 404, body: { status: 'error', message: 'not found' } }
    })
    const { hubspotCrm } = await import('@/server/crm/hubspot')
    const { setCrmForTests } = await import('@/server/crm')
    setCrmForTests(hubspotCrm({ token: 'pat-eu1-test', baseUrl: hubspot.baseUrl }))
    const doc = await payload.create({
      collection: 'contact-requests',
      data: {
        kind: 'contact',
        status: 'new',
        subject: 'Devis compresseur',
        message: 'Pouvez-vous nous faire une offre pour 3 compresseurs ?',
        name: 'Jean-Pierre de La Fontaine',
        company: 'Fontaine Industrie',
        email: 'jp@fontaine.test',
        phone: '+33 4 72 00 00 00',
      },
      overrideAccess: true,
    })
    contactRequestId = doc.id
  })

  afterAll(async () => {
    const { setCrmForTests } = await import('@/server/crm')
    setCrmForTests(null)
    await hubspot.close()
  })

  it('a failing HubSpot (500) leaves the job to retry; the retry upserts the contact by e-mail, adds the note, stamps the request', async () => {
    const { queueCrmPush } = await import('@/server/crm')
    const { settleJobs } = await import('@/server/jobs/queue')
    hubspot.queue({ status: 500, body: { status: 'error', message: 'internal error', category: 'INTERNAL_ERROR' } })
    await queueCrmPush(payload, { source: 'contact-requests', id: contactRequestId })
    await settleJobs()
    const [job] = await pendingJobs('pushToCrm')
    expect(job).toMatchObject({ totalTried: 1, hasError: false })
    let doc = await payload.findByID({ collection: 'contact-requests', id: contactRequestId, overrideAccess: true })
    expect(doc.crm_synced_at ?? null).toBeNull()

    hubspot.requests.length = 0
    await runRetries()
    expect(await pendingJobs('pushToCrm')).toHaveLength(0)
    expect(hubspot.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /crm/v3/objects/contacts/batch/upsert',
      'POST /crm/v3/objects/notes',
    ])
    const [upsert, note] = hubspot.requests
    expect(upsert!.headers.authorization).toBe('Bearer pat-eu1-test')
    expect(upsert!.body).toEqual({
      inputs: [
        {
          idProperty: 'email',
          id: 'jp@fontaine.test',
          properties: {
            email: 'jp@fontaine.test',
            firstname: 'Jean-Pierre',
            lastname: 'de La Fontaine',
            company: 'Fontaine Industrie',
            phone: '+33 4 72 00 00 00',
          },
        },
      ],
    })
    expect(note!.body).toEqual({
      properties: {
        hs_timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        hs_note_body: 'Demande de contact\u00a0: Devis compresseur\n\nPouvez-vous nous faire une offre pour 3 compresseurs ?',
      },
      associations: [{ to: { id: '512' }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 202 }] }],
    })
    doc = await payload.findByID({ collection: 'contact-requests', id: contactRequestId, overrideAccess: true })
    expect(doc).toMatchObject({ crm_id: 'hubspot:512', crm_synced_at: expect.any(String) })
  })

  it('newsletter sign-ups not yet pushed are pushed once, then stamped', async () => {
    const { queuePendingNewsletterSignups } = await import('@/server/crm')
    const { settleJobs } = await import('@/server/jobs/queue')
    await payload.create({
      collection: 'newsletter-signups',
      data: { email: 'abonne@alpha.test', consent_at: new Date().toISOString() },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'newsletter-signups',
      data: { email: 'deja@alpha.test', consent_at: new Date().toISOString(), crm_synced_at: new Date().toISOString() },
      overrideAccess: true,
    })
    hubspot.requests.length = 0
    expect(await queuePendingNewsletterSignups(payload)).toBe(1)
    await settleJobs()
    expect(hubspot.requests.map((r) => r.body.inputs?.[0]?.id ?? r.body.properties?.hs_note_body)).toEqual([
      'abonne@alpha.test',
      'Inscription à la newsletter',
    ])
    const { docs } = await payload.find({
      collection: 'newsletter-signups',
      where: { email: { equals: 'abonne@alpha.test' } },
      overrideAccess: true,
    })
    expect(docs[0]?.crm_synced_at).toEqual(expect.any(String))
    expect(await queuePendingNewsletterSignups(payload)).toBe(0)
  })
})

describe('embedded defaults (no token)', () => {
  it('a notification is listed in the admin (chat-notifications) with the site settings channel, #ventes when empty', async () => {
    const { chatNotifier } = await import('@/server/notify')
    expect((await chatNotifier(payload)).name).toBe('cms')
    await (await chatNotifier(payload)).post({ text: 'Bonjour l’équipe', link: 'http://x.test/admin' })
    await payload.updateGlobal({ slug: 'site-settings', data: { slack_channel: '#commercial' }, overrideAccess: true })
    await (await chatNotifier(payload)).post({ text: 'Deuxième' })
    const { docs } = await payload.find({ collection: 'chat-notifications', sort: 'createdAt', overrideAccess: true })
    expect(docs.map((d) => [d.channel, d.text, d.link ?? null])).toEqual([
      ['#ventes', 'Bonjour l’équipe', 'http://x.test/admin'],
      ['#commercial', 'Deuxième', null],
    ])
  })

  it('the CMS CRM keeps a newsletter sign-up as one « newsletter » entry of contact-requests', async () => {
    const { crm } = await import('@/server/crm')
    const target = crm(payload)
    expect(target.name).toBe('cms')
    const signup = await payload.create({
      collection: 'newsletter-signups',
      data: { email: 'local@alpha.test', consent_at: new Date().toISOString() },
      overrideAccess: true,
    })
    const event = {
      kind: 'newsletter' as const,
      subject: 'Inscription à la newsletter',
      at: new Date(),
      record: { collection: 'newsletter-signups' as const, id: signup.id },
    }
    const first = await target.push({ email: 'local@alpha.test' }, event)
    const again = await target.push({ email: 'local@alpha.test' }, event)
    expect(again.crmId).toBe(first.crmId)
    const { docs } = await payload.find({
      collection: 'contact-requests',
      where: { email: { equals: 'local@alpha.test' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ kind: 'newsletter', status: 'new' })
  })
})
