import fs from 'node:fs/promises'
import path from 'node:path'

import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { simpleParser, type ParsedMail } from 'mailparser'

import { DEMO_EDITOR } from '@/cms/seed/accounts'
import { SAME_ORIGIN } from './helpers'

// Payload reads the session cookie only on same-origin requests (its CSRF check)

/** An editor's API session (its own request context: the page's cookies are untouched). */
export async function editorRequest(request: APIRequestContext): Promise<{
  get: (url: string) => Promise<any>
  post: (url: string, data: unknown) => Promise<any>
  patch: (url: string, data: unknown) => Promise<any>
}> {
  const login = await request.post('/cms/api/editors/login', { data: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password } })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const headers = { ...SAME_ORIGIN, Authorization: `JWT ${token}` }
  return {
    get: async (url) => (await request.get(url, { headers })).json(),
    post: async (url, data) => (await request.post(url, { headers, data })).json(),
    patch: async (url, data) => (await request.patch(url, { headers, data })).json(),
  }
}

/** The newest mail of the outbox sent to `to` (the server writes data/outbox/*.eml in the project folder), parsed. */
export async function lastMailTo(request: APIRequestContext, to: string): Promise<ParsedMail> {
  const editor = await editorRequest(request)
  let file: string | undefined
  await expect
    .poll(async () => {
      const reply = await editor.get(`/cms/api/outbox-mails?where[to][equals]=${encodeURIComponent(to)}&sort=-createdAt&limit=1`)
      file = reply.docs?.[0]?.file
      return file ?? null
    })
    .not.toBeNull()
  return simpleParser(await fs.readFile(path.resolve(process.cwd(), file!)))
}

/** Ticks « Je ne suis pas un robot » and waits until the browser has solved the proof-of-work. */
export async function solveCaptcha(page: Page): Promise<void> {
  const widget = page.locator('altcha-widget')
  await widget.getByText('Je ne suis pas un robot').click()
  await expect(widget.getByText('Vérifié')).toBeVisible({ timeout: 30_000 })
}

/**
 * A buyer whose account an editor deactivates while their session is open (a deactivated account can no longer log
 * in at all): a fresh client, logged in in `page`'s context, then deactivated. Returns its e-mail.
 */
export async function sessionThenDeactivated(page: Page, request: APIRequestContext): Promise<string> {
  const editor = await editorRequest(request)
  const email = `desactive-en-cours-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.fr`
  const password = 'Compte-ouvert-2026'
  const created = await editor.post('/cms/api/clients', { email, password, firstname: 'Paul', lastname: 'Ouvert', dimasys_type: 1 })
  expect(created.doc?.id, JSON.stringify(created)).toBeTruthy()
  const login = await page.request.post('/cms/api/clients/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  await editor.patch(`/cms/api/clients/${created.doc.id}`, { compte_desactive: true })
  return email
}
