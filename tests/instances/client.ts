import { expect } from 'vitest'

import { DEMO_EDITOR } from '@/cms/seed/accounts'

// What the instance tests send, as a client of the shop does.

export type Json = Record<string, any>

/** The Origin a page of `base` sends (each instance checks it against its own address when it is not the public one). */
export const from = (base: string) => ({ Origin: base })

export async function call(
  base: string,
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const headers = new Headers(init.headers)
  if (init.json !== undefined) headers.set('Content-Type', 'application/json')
  const res = await fetch(`${base}${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body })
  const text = await res.text()
  let body: Json = {}
  try {
    body = text ? JSON.parse(text) : {}
  } catch {
    body = { text }
  }
  return { status: res.status, body, headers: res.headers }
}

/** Logs a buyer in through the shop's login on `base`; the session cookie is valid on every instance. */
export async function buyerCookie(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...from(base) },
    body: JSON.stringify({ email, password }),
  })
  expect(res.status, `login ${email}`).toBe(200)
  const token = res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
  expect(token).toBeTruthy()
  return token!.split(';')[0]!
}

export async function editorToken(base: string): Promise<string> {
  const r = await call(base, '/cms/api/editors/login', {
    method: 'POST',
    json: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password },
  })
  expect(r.status).toBe(200)
  return r.body.token as string
}

/** Waits for `check` to return a truthy value (polling), or fails after `timeoutMs`. */
export async function until<T>(check: () => Promise<T | null | undefined | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
