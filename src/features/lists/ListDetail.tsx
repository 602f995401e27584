import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useRouter } from 'next/router'

import { ProductLine } from '@/features/account/ProductLine'
import { QueryState } from '@/features/account/QueryState'
import { useUnitPrices } from '@/features/prices/useCustomerPrice'
import { showToast } from '@/features/ui/toasts'
import { ApiError } from '@/lib/apiClient'
import type { ListDetail as List } from '@/lib/lists/api'
import { ROUTES } from '@/lib/routes'
import { useUiStore } from '@/stores/ui'

import { ListQuantity } from './ListQuantity'
import { LISTS_TEXT as T } from './messages'
import { useList, useListChanges } from './useLists'

// the cart's button (several lines in one server call), loaded with this screen: the cart's inner files are imported on demand only
const ReorderButton = dynamic(() => import('@/features/cart/ReorderButton').then((m) => m.ReorderButton))

const BUTTON = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-ink hover:bg-slate-50 disabled:opacity-60'

/** One list (GET /api/lists/{id}): rename, delete (after a confirmation), quantities, remove lines, the whole list to the cart. */
export function ListDetail({ id }: { id: number }) {
  const reply = useList(id)
  const list = reply.data?.list ?? null
  const notFound = id === 0 || (reply.error instanceof ApiError && reply.error.status === 404)
  return (
    <section aria-labelledby="liste" data-testid="list-detail">
      <Link href={ROUTES.lists} className="mb-4 inline-block text-sm font-semibold text-brand-dark underline underline-offset-2">
        ← {T.back}
      </Link>
      {notFound ? (
        <p id="liste" className="text-slate-700" data-testid="list-not-found">
          {T.notFound}
        </p>
      ) : (
        <QueryState query={reply} empty={T.notFound} isEmpty={!list}>
          {list ? <ListBody list={list} /> : null}
        </QueryState>
      )}
    </section>
  )
}

function ListBody({ list }: { list: List }) {
  const router = useRouter()
  const changes = useListChanges()
  const showBanner = useUiStore((s) => s.showBanner)
  const [renaming, setRenaming] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const cancel = useRef<HTMLButtonElement>(null)
  const dialogId = useId()
  useEffect(() => {
    // the safe choice has the focus: Enter right after « Supprimer » does not delete
    if (confirming) cancel.current?.focus()
  }, [confirming])
  const onSale = list.lines.filter((l) => l.product !== null)
  const prices = useUnitPrices(onSale.map((l) => l.product_id))
  const toCart = onSale.flatMap((l) => {
    const price = prices.get(l.product_id)
    return price === undefined ? [] : [{ productId: l.product_id, price, quantity: l.quantity }]
  })
  const fail = (error: Error) => showBanner({ type: 'error', message: error.message || T.failed })

  const onDelete = () =>
    changes.remove.mutate(list.id, {
      onSuccess: () => {
        showToast(T.deleted(list.name))
        void router.push(ROUTES.lists)
      },
      onError: fail,
      onSettled: () => setConfirming(false),
    })

  return (
    <div className="flex flex-col gap-6">
      {renaming ? (
        <RenameForm list={list} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="liste" className="text-xl font-bold text-brand-ink" data-testid="list-title">
            {list.name}
          </h2>
          <button type="button" onClick={() => setRenaming(true)} className={BUTTON}>
            {T.rename}
          </button>
        </div>
      )}
      <p className="text-sm text-slate-600">
        {T.products(list.lines.length)} · {T.createdBy} {list.created_by}
      </p>
      {list.lines.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-slate-700"
          data-testid="account-empty"
        >
          {T.emptyList}
        </p>
      ) : (
        <ul data-testid="list-lines">
          {list.lines.map((line) =>
            line.product ? (
              <ProductLine
                key={line.product_id}
                product={line.product}
                details={
                  <>
                    <ListQuantity
                      listId={list.id}
                      productId={line.product_id}
                      title={line.product.title}
                      quantity={line.quantity}
                      buying={line.product.buying}
                    />
                    {line.added_by ? (
                      <p className="text-xs text-slate-500">
                        {T.addedBy} {line.added_by}
                      </p>
                    ) : null}
                  </>
                }
                actions={
                  <button
                    type="button"
                    onClick={() =>
                      changes.removeLine.mutate(
                        { id: list.id, productId: line.product_id },
                        { onSuccess: () => showToast(T.lineRemoved), onError: fail },
                      )
                    }
                    disabled={changes.removeLine.isPending}
                    aria-label={T.removeLineOf(line.product.title)}
                    data-testid="list-line-remove"
                    className={BUTTON}
                  >
                    {T.removeLine}
                  </button>
                }
              />
            ) : (
              <li key={line.product_id} className="border-b border-slate-200 py-4 text-sm text-slate-600" data-testid="list-line-withdrawn">
                {T.withdrawn(line.product_id)}
              </li>
            ),
          )}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {onSale.length > 0 ? (
          <ReorderButton
            lines={toCart}
            disabled={toCart.length < onSale.length}
            className="rounded-md bg-brand px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
          >
            {T.addAll}
          </ReorderButton>
        ) : list.lines.length > 0 ? (
          <p className="text-sm text-slate-600">{T.nothingToAdd}</p>
        ) : null}
        {list.can_delete ? (
          <button type="button" onClick={() => setConfirming(true)} className={BUTTON} disabled={confirming} data-testid="list-delete">
            {T.delete}
          </button>
        ) : (
          <p className="text-xs text-slate-600">{T.deleteOnlyCreator(list.created_by)}</p>
        )}
      </div>
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby={`${dialogId}-confirm`}
          className="rounded border border-red-200 bg-red-50 p-3"
          onKeyDown={(e) => e.key === 'Escape' && setConfirming(false)}
        >
          <p id={`${dialogId}-confirm`} className="text-sm text-red-900">
            {T.deleteConfirm(list.name)}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={onDelete}
              disabled={changes.remove.isPending}
              className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {T.confirmDelete}
            </button>
            <button ref={cancel} type="button" onClick={() => setConfirming(false)} className={BUTTON}>
              {T.cancel}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}

function RenameForm({ list, onDone }: { list: List; onDone: () => void }) {
  const { rename } = useListChanges()
  const id = useId()
  const [name, setName] = useState(list.name)
  const [error, setError] = useState<string | null>(null)
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.focus(), [])
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    rename.mutate(
      { id: list.id, name: name.trim() },
      {
        onSuccess: () => {
          showToast(T.renamed)
          onDone()
        },
        onError: (e) => setError(e.message),
      },
    )
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2" onKeyDown={(e) => e.key === 'Escape' && onDone()}>
      <label htmlFor={`${id}-name`} className="text-sm font-semibold text-brand-ink">
        {T.nameLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={field}
          id={`${id}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full rounded border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-700 sm:max-w-md"
        />
        <button
          type="submit"
          disabled={rename.isPending}
          className="rounded-md bg-brand-dark px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
        >
          {T.renameSave}
        </button>
        <button type="button" onClick={onDone} className={BUTTON}>
          {T.cancel}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </form>
  )
}
