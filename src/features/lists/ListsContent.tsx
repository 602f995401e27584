import { useId, useState, type FormEvent } from 'react'
import Link from 'next/link'
import { useRouter } from 'next/router'

import { QueryState } from '@/features/account/QueryState'
import { SubmitButton } from '@/features/forms/SubmitButton'
import { TextField } from '@/features/forms/TextField'
import { showToast } from '@/features/ui/toasts'
import { orderDate } from '@/lib/account/orderList'
import { MAX_LIST_NAME } from '@/lib/lists/api'
import { LIST_MESSAGES } from '@/lib/lists/messages'
import { listsPath } from '@/lib/routes'

import { ListDetail } from './ListDetail'
import { LISTS_TEXT as T } from './messages'
import { useListChanges, useLists } from './useLists'

/** /mon-compte/listes: the company's shopping lists and « Nouvelle liste »; `?liste={id}` shows one. */
export default function ListsContent() {
  const router = useRouter()
  const param = typeof router.query.liste === 'string' ? router.query.liste : null
  const lists = useLists()
  if (param !== null) return <ListDetail id={/^\d{1,15}$/.test(param) ? Number(param) : 0} />
  const all = lists.data?.lists ?? []
  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-600">{T.intro}</p>
      <QueryState query={lists} empty={T.empty} isEmpty={all.length === 0}>
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="lists">
          {all.map((list) => (
            <li
              key={list.id}
              data-list-id={list.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
            >
              <span className="min-w-0">
                <Link
                  href={listsPath(list.id)}
                  className="font-semibold text-brand-ink underline-offset-2 hover:underline"
                  data-testid="list-name"
                >
                  {list.name}
                </Link>
                <span className="block text-xs text-slate-600">
                  {T.products(list.line_count)} · {T.createdBy} {list.created_by} · {orderDate(list.updated_at)}
                </span>
              </span>
              <Link
                href={listsPath(list.id)}
                className="font-semibold text-brand-dark underline underline-offset-2"
                aria-label={`${T.open} ${list.name}`}
              >
                {T.open}
              </Link>
            </li>
          ))}
        </ul>
      </QueryState>
      <CreateList />
    </div>
  )
}

/** « Nouvelle liste »: a name, unique in the company (the server says so in French). */
function CreateList() {
  const { create } = useListChanges()
  const id = useId()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = name.trim()
    if (!value) return setError(LIST_MESSAGES.nameRequired)
    if (value.length > MAX_LIST_NAME) return setError(LIST_MESSAGES.nameTooLong)
    setError(null)
    create.mutate(value, {
      onSuccess: (reply) => {
        setName('')
        showToast(T.created(reply.list.name))
      },
      onError: (e) => setError(e.message),
    })
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4" data-testid="list-create">
      <h2 className="text-lg font-bold text-brand-ink">{T.createTitle}</h2>
      <p id={`${id}-help`} className="text-sm text-slate-600">
        {T.nameHelp}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          formId={id}
          name="nom"
          label={T.nameLabel}
          value={name}
          onValue={setName}
          error={error}
          maxLength={MAX_LIST_NAME + 20}
          autoComplete="off"
          aria-describedby={`${id}-help${error ? ` ${id}-nom-error` : ''}`}
          className="w-full sm:max-w-md"
          inputClassName="mt-1 w-full rounded border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-700"
        />
        <SubmitButton pending={create.isPending} className="sm:mb-0">
          {T.create}
        </SubmitButton>
      </div>
    </form>
  )
}
