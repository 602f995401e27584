import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import Link from 'next/link'

import { showToast } from '@/features/ui/toasts'
import { MAX_LIST_NAME } from '@/lib/lists/api'
import { LIST_MESSAGES } from '@/lib/lists/messages'
import { ROUTES } from '@/lib/routes'

import { LISTS_TEXT as T } from './messages'
import { useListChanges, useLists } from './useLists'

/**
 * « Ajouter à une liste » of a product page or card (logged-in only; the caller gives its size): a menu of the
 * company's lists, loaded when it opens, and « Nouvelle liste ». The product goes in at its minimum quantity; one
 * already in the list keeps its quantity (a toast says which).
 */
export default function AddToListButton({
  productId,
  className = '',
  wrapperClassName = 'relative',
}: {
  productId: number
  className?: string
  /** Where the button sits (positioned: the menu opens under it). */
  wrapperClassName?: string
}) {
  const [open, setOpen] = useState(false)
  const lists = useLists(open)
  const { create, addLine } = useListChanges()
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const busy = create.isPending || addLine.isPending

  const close = (refocus = true) => {
    setOpen(false)
    setError(null)
    if (refocus) trigger.current?.focus()
  }
  useEffect(() => {
    if (!open) return
    const outside = (event: MouseEvent | TouchEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', outside)
    document.addEventListener('touchstart', outside)
    return () => {
      document.removeEventListener('mousedown', outside)
      document.removeEventListener('touchstart', outside)
    }
  }, [open])
  // once the lists are there, the first choice has the focus (the name field when there is no list)
  const loaded = lists.isSuccess
  useEffect(() => {
    if (open && loaded) menu.current?.querySelector<HTMLElement>('button, input')?.focus()
  }, [open, loaded])

  const addTo = (listId: number, listName: string) =>
    addLine.mutate(
      { id: listId, productId },
      {
        onSuccess: (reply) => {
          showToast(reply.added ? T.added(listName) : T.already(listName))
          close()
        },
        onError: (e) => setError(e.message || T.failed),
      },
    )
  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = name.trim()
    if (!value) return setError(LIST_MESSAGES.nameRequired)
    create.mutate(value, {
      onSuccess: (reply) => {
        setName('')
        addTo(reply.list.id, reply.list.name)
      },
      onError: (e) => setError(e.message || T.failed),
    })
  }

  return (
    <div ref={root} className={wrapperClassName} onKeyDown={(e) => e.key === 'Escape' && open && close()}>
      <button
        ref={trigger}
        type="button"
        aria-label={T.addToList}
        title={T.addToList}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        data-testid="add-to-list"
        onClick={() => (open ? close() : setOpen(true))}
        className={`inline-flex items-center justify-center rounded-full border border-slate-300 bg-white text-brand shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${className}`}
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 6h11M4 12h11M4 18h7M18 14v6M15 17h6" />
        </svg>
      </button>
      {open ? (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="group"
          aria-labelledby={`${id}-title`}
          data-testid="add-to-list-menu"
          className="absolute right-0 top-full z-30 mt-2 flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-left shadow-lg"
        >
          <p id={`${id}-title`} className="text-sm font-bold text-brand-ink">
            {T.menuTitle}
          </p>
          {lists.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              {T.loadingLists}
            </p>
          ) : lists.isError ? (
            <p role="alert" className="text-sm text-red-800">
              {T.failed}
            </p>
          ) : (lists.data?.lists.length ?? 0) === 0 ? (
            <p className="text-sm text-slate-600">{T.noList}</p>
          ) : (
            <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
              {lists.data?.lists.map((list) => (
                <li key={list.id}>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => addTo(list.id, list.name)}
                    className="w-full rounded px-2 py-1.5 text-left text-sm font-semibold text-brand-ink hover:bg-slate-100 disabled:opacity-60"
                  >
                    {list.name}
                    <span className="ml-1 text-xs font-normal text-slate-500">({T.products(list.line_count)})</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form noValidate onSubmit={onCreate} className="flex flex-col gap-1 border-t border-slate-200 pt-2">
            <label htmlFor={`${id}-name`} className="text-xs font-semibold text-slate-700">
              {T.newList}
            </label>
            <div className="flex gap-1">
              <input
                id={`${id}-name`}
                value={name}
                maxLength={MAX_LIST_NAME + 20}
                onChange={(e) => setName(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 text-base aria-[invalid=true]:border-red-700"
              />
              <button
                type="submit"
                disabled={busy}
                className="shrink-0 rounded bg-brand-dark px-2 py-1 text-sm font-semibold text-white disabled:opacity-60"
              >
                {T.createAndAdd}
              </button>
            </div>
          </form>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <Link href={ROUTES.lists} className="text-sm font-semibold text-brand-dark underline underline-offset-2">
            {T.seeLists}
          </Link>
        </div>
      ) : null}
    </div>
  )
}
