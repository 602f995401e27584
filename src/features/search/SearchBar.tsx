import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import dynamic from 'next/dynamic'
import { useRouter } from 'next/compat/router'

import { ROUTES, searchPath } from '@/lib/routes'
import type { SearchClientConfig } from '@/lib/search/types'

import { isResultsRoute } from './routes'
import { SEARCH_MESSAGES } from './messages'
import { SearchField } from './SearchField'

// The dropdown and the search client load on the first focus, never with the page (spec §2 search as you type,
// and the pages' JavaScript budget).
const loadPanel = () => import('./DropdownPanel')
const DropdownPanel = dynamic(loadPanel, { ssr: false })

type Props = {
  /** id of the field (its label points to it) */
  id: string
  /** The page's search settings; without them the form only submits (no dropdown). */
  config: SearchClientConfig | null
  autoFocus?: boolean
  className?: string
  /** After a submit (the mobile menu closes itself). */
  onSubmitted?: () => void
  /** large: a page's own prominent field (the home page's hero) */
  size?: 'default' | 'large'
}

const queryOf = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''))

/**
 * The top search bar (spec §2): a GET form to /recherche?q=… (works without JavaScript) whose field opens a dropdown
 * of hits on focus; the dropdown closes on a click outside, Escape, and any route change or route error. On the
 * results route, typing updates q in place instead.
 */
export function SearchBar({ id, config, autoFocus = false, className = '', onSubmitted, size = 'default' }: Props) {
  const large = size === 'large'
  // null in the app router's 404 shell: the form then submits as a plain GET
  const router = useRouter()
  const onResults = router ? isResultsRoute(router.pathname) : false
  const [value, setValue] = useState('')
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  // the dropdown's search shown when the form is submitted is a settled search (search log)
  const settleRef = useRef<(() => void) | null>(null)
  const panelId = useId()

  // On the results route the field shows the address's q (also when the page's own box changed it).
  const routeQuery = router && onResults ? queryOf(router.query.q) : null
  useEffect(() => {
    if (routeQuery !== null && document.activeElement !== inputRef.current) setValue(routeQuery)
  }, [routeQuery])

  const events = router?.events
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent): void => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false)
    }
    const close = (): void => setOpen(false)
    document.addEventListener('pointerdown', onPointerDown)
    events?.on('routeChangeComplete', close)
    events?.on('routeChangeError', close)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      events?.off('routeChangeComplete', close)
      events?.off('routeChangeError', close)
    }
  }, [open, events])

  const showsDropdown = config !== null && !onResults
  const openDropdown = (): void => {
    if (!showsDropdown) return
    void loadPanel()
    setOpen(true)
  }

  const onChange = (next: string): void => {
    setValue(next)
    if (router && onResults) {
      // spec §2: typing while on the results route updates q in place
      const { q: _q, page: _page, ...rest } = router.query
      void router.replace({ pathname: router.pathname, query: next.trim() ? { ...rest, q: next } : rest }, undefined, {
        shallow: true,
        scroll: false,
      })
    } else openDropdown()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    if (!router) return
    event.preventDefault()
    settleRef.current?.()
    setOpen(false)
    onSubmitted?.()
    // on the results route the address already follows the field
    if (!onResults) void router.push(searchPath(value))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    } else if (event.key === 'ArrowDown' && open) {
      // into the list of hits; Tab works too
      const first = rootRef.current?.querySelector<HTMLElement>('[data-testid="search-hit"]')
      if (first) {
        event.preventDefault()
        first.focus()
      }
    }
  }

  return (
    <form
      ref={rootRef}
      action={ROUTES.search}
      method="get"
      role="search"
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          inputRef.current?.focus()
        }
      }}
      className={`relative flex gap-2 ${className}`}
      data-testid="search-bar"
    >
      <SearchField
        ref={inputRef}
        id={id}
        name="q"
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={openDropdown}
        onKeyDown={onKeyDown}
        aria-controls={open ? panelId : undefined}
        className={large ? 'py-3 text-lg shadow-sm' : 'py-2'}
      />
      <button
        type="submit"
        aria-label={SEARCH_MESSAGES.submit}
        className={`flex ${large ? 'w-14' : 'w-11'} shrink-0 items-center justify-center rounded bg-brand-dark text-white hover:bg-brand-ink`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      {open && config ? (
        <DropdownPanel id={panelId} config={config} query={value} onFollow={() => setOpen(false)} settleRef={settleRef} />
      ) : null}
    </form>
  )
}
