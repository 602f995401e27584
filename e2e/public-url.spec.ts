import fs from 'node:fs/promises'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { DEMO_CLIENTS } from '@/cms/seed/accounts'
import { DEMO_PUNCHOUT_BUYER } from '@/cms/seed/punchout'
import { editorRequest, lastMailTo } from './forms-helpers'

// Production builds take every absolute URL from NEXT_PUBLIC_APP_URL (here the e2e server's own address): no page,
// sitemap, robots file or mail says `localhost`.

test.describe('the public origin everywhere @desktop-only', () => {
  test('sitemap and robots name the public origin only', async ({ request, baseURL }) => {
    for (const url of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/produits-1.xml', '/robots.txt']) {
      const body = await (await request.get(url)).text()
      expect(body, url).toContain(baseURL!)
      expect(body, url).not.toContain('localhost')
    }
  })

  test('no page of the production build names localhost', async () => {
    const dir = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next-e2e', 'server', 'pages')
    const files = (await fs.readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html') || f.endsWith('.json'))
    expect(files.length, 'prerendered pages').toBeGreaterThan(10)
    for (const file of files) expect(await fs.readFile(path.join(dir, file), 'utf8'), file).not.toContain('localhost')
  })

  test('the password mail links to the public origin, and no mail of the run names localhost', async ({ request, baseURL }) => {
    const buyer = DEMO_CLIENTS[0]!
    const r = await request.post('/api/auth/forgot-password', { headers: { Origin: baseURL! }, data: { email: buyer.email } })
    expect(r.status()).toBe(200)
    const mail = await lastMailTo(request, buyer.email)
    expect(mail.text ?? '').toContain(`${baseURL}/se-connecter/nouveau-mot-de-passe?token=`)

    // the mails this server sent (its outbox records; data/outbox also holds the other test runs' files)
    const editor = await editorRequest(request)
    const { docs } = (await editor.get('/cms/api/outbox-mails?limit=100&sort=-createdAt&depth=0')) as { docs: { file: string }[] }
    expect(docs.length).toBeGreaterThan(0)
    for (const { file } of docs) expect(await fs.readFile(path.resolve(process.cwd(), file), 'utf8'), file).not.toContain('localhost')
  })

  test('the cXML setup answer gives a StartPage on the public origin', async ({ request, baseURL }) => {
    const sample = await fs.readFile(path.join(process.cwd(), 'tests/fixtures/cxml/samples/punch_out_setup_request_doc_coupa.xml'), 'utf8')
    const doc = sample
      .replace('<SharedSecret>test</SharedSecret>', `<SharedSecret>${DEMO_PUNCHOUT_BUYER.shared_secret}</SharedSecret>`)
      .replace(/payloadID="[^"]*"/, `payloadID="${Date.now()}.public-url@e2e.test"`)
    const res = await request.post('/api/punchout/cxml', { headers: { 'Content-Type': 'text/xml' }, data: doc })
    const xml = await res.text()
    expect(res.status(), xml.slice(0, 300)).toBe(200)
    expect(/<URL>([^<]+)<\/URL>/.exec(xml)?.[1]).toContain(`${baseURL}/api/punchout/start`)
    expect(xml).not.toContain('localhost')
  })
})
