// @vitest-environment jsdom
/**
 * What a buyer does before the page is hydrated is not lost (src/lib/paintFirst.ts): the page's script loader keeps the
 * fields typed in and the form sent before React is there, and `takeOver` hands them to React once hydrated: the
 * text reaches the form's state, and the form is sent again, once, with it (never by the browser itself, which would
 * put the fields, a password included, in the address); a button pressed then is pressed again.
 */
import { act, useEffect, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

import { HydrateLater } from '@/features/layout/HydrateLater'
import { SCRIPT_LIST_ID, SCRIPT_LOADER, takeOver } from '@/lib/paintFirst'
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A login form as the storefront writes them: controlled fields, the values sent from its state. */
function LoginLike({ onSent }: { onSent: (values: { email: string; password: string }) => void }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [shown, setShown] = useState(0)
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        onSent({ email, password })
      }}
    >
      <input name="email" aria-label="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input name="password" aria-label="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      {/* a field React does not render, as a captcha widget's: never React's, never waited for */}
      <div dangerouslySetInnerHTML={{ __html: '<input type="hidden" name="altcha" value="preuve">' }} />
      <output>{email}</output>
      <button type="button" onClick={() => setShown((n) => n + 1)}>
        Afficher
      </button>
      <span data-testid="shown">{shown}</span>
      <button type="submit">Se connecter</button>
    </form>
  )
}

/** The application: its own effect says it is hydrated; the page is in a boundary hydrated later. */
function App({ onSent }: { onSent: (values: { email: string; password: string }) => void }) {
  useEffect(() => takeOver(true), [])
  return (
    <HydrateLater>
      <LoginLike onSent={onSent} />
    </HydrateLater>
  )
}

let root: Root | null = null
let container: HTMLDivElement
const noop = () => undefined
beforeEach(() => {
  document.head.innerHTML = `<script id="${SCRIPT_LIST_ID}" type="application/json">["/_next/static/chunks/main.js"]</script>`
  container = document.createElement('div')
  container.innerHTML = renderToString(<App onSent={noop} />)
  document.body.appendChild(container)
  new Function(SCRIPT_LOADER)()
})
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  delete window.__paintFirst
})

/** Types as a browser does before any script: the value changes, an input event follows. */
function typeBefore(label: string, text: string) {
  const input = container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!
  input.value = text
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

async function hydrate(onSent: (values: { email: string; password: string }) => void) {
  await act(async () => {
    root = hydrateRoot(container, <App onSent={onSent} />)
  })
}

it('a form sent before hydration is held (the browser does not send it), its scripts are added at once; hydrated, it is sent once with what was typed', async () => {
  const reachedPage = vi.fn()
  document.addEventListener('submit', reachedPage)
  typeBefore('email', 'acheteur@demo.fr')
  typeBefore('password', 'Acheteur-demo-2026')
  const form = container.querySelector('form')!
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: container.querySelector('button[type=submit]') })
  form.dispatchEvent(event)
  expect(event.defaultPrevented).toBe(true)
  expect(reachedPage).not.toHaveBeenCalled()
  expect([...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))).toEqual(['/_next/static/chunks/main.js'])

  const sent = vi.fn()
  await hydrate(sent)
  await vi.waitFor(() => expect(sent).toHaveBeenCalled())
  expect(sent).toHaveBeenCalledTimes(1)
  expect(sent).toHaveBeenCalledWith({ email: 'acheteur@demo.fr', password: 'Acheteur-demo-2026' })
  document.removeEventListener('submit', reachedPage)
})

it('text typed before hydration is in the form’s state once hydrated, and nothing is sent', async () => {
  typeBefore('email', 'acheteur@demo.fr')
  const sent = vi.fn()
  await hydrate(sent)
  expect(container.querySelector('output')!.textContent).toBe('acheteur@demo.fr')
  expect(sent).not.toHaveBeenCalled()
})

it('once hydrated, a form is React’s alone: sent once, by its own handler (a field React does not render is not waited for)', async () => {
  const sent = vi.fn()
  await hydrate(sent)
  await act(async () => {
    container.querySelector('form')!.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }))
  })
  expect(sent).toHaveBeenCalledTimes(1)
  expect(window.__paintFirst?.held).toBeNull()
})

it('a button pressed before hydration is pressed again once the application is hydrated, once', async () => {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Afficher')!
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  button.dispatchEvent(event)
  expect(event.defaultPrevented).toBe(true)
  expect(document.head.querySelectorAll('script[src]')).toHaveLength(1)
  await hydrate(noop)
  await vi.waitFor(() => expect(container.querySelector('[data-testid="shown"]')!.textContent).toBe('1'))
  expect(window.__paintFirst?.clicked).toBeNull()
})
