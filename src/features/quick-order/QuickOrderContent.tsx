import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import dynamic from 'next/dynamic'

import type { LinesAdded } from '@/lib/cart/api'
import { formatEuros } from '@/lib/money'
import type { QuickOrderProduct } from '@/lib/quick-order/api'
import { parsePastedText, type ParsedLines } from '@/lib/quick-order/parse'

import { LineCard } from './LineCard'
import { QUICK_ORDER_TEXT as T } from './messages'
import { readQuickOrderFile } from './readFile'
import { ReferenceTyper } from './ReferenceTyper'
import { afterAdd, cartLines, choose, fromResolved, pendingLine, summary, withQuantity, type QuickLine } from './rules/lines'
import { useResolveLines } from './useQuickOrder'

// the cart's button, loaded with this screen: the cart's inner files are imported on demand only
const AddLinesButton = dynamic(() => import('@/features/cart/ReorderButton').then((m) => m.ReorderButton))

/** A line to check: `badQuantity` is an unreadable pasted quantity (the reference is checked with 1, the line kept). */
type Entry = { reference: string; requested: number; badQuantity?: string }

/** What the read lines leave out, in words: a header row, lines past 500, lines without a readable quantity. */
function notices(parsed: ParsedLines): string[] {
  const bad = parsed.lines.filter((l) => l.quantity === null).map((l) => l.row)
  return [
    ...(parsed.headerSkipped ? [T.headerSkipped] : []),
    ...(parsed.ignored > 0 ? [T.ignored(parsed.ignored)] : []),
    ...(bad.length > 0 ? [T.badQuantities(bad)] : []),
  ]
}

/** /commande-rapide for a logged-in buyer: paste, import or type lines, check them on the server, add them to the cart. */
export default function QuickOrderContent() {
  const [lines, setLines] = useState<QuickLine[]>([])
  const [text, setText] = useState('')
  const [info, setInfo] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)
  const [fileName, setFileName] = useState<string | null>(null)
  const next = useRef(0)
  const resolve = useResolveLines()
  const pasteId = useId()
  const pasteHelpId = useId()
  const fileId = useId()
  const fileHelpId = useId()

  const update = (key: string, change: (line: QuickLine) => QuickLine) => setLines((all) => all.map((l) => (l.key === key ? change(l) : l)))

  /** Adds the entries as lines waiting for the server (or puts `replace`'s line back to waiting), then resolves them. */
  const resolveEntries = (entries: Entry[], replace?: string) => {
    if (entries.length === 0) return
    const pending = entries.map((e) => pendingLine(replace ?? `l${next.current++}`, e.reference, e.requested, e.badQuantity ?? null))
    setLines((all) => (replace ? all.map((l) => (l.key === replace ? pending[0]! : l)) : [...all, ...pending]))
    setError(null)
    resolve.mutate(
      entries.map((e) => ({ reference: e.reference, quantity: e.requested })),
      {
        onSuccess: (reply) => {
          const byKey = new Map(pending.map((p, i) => [p.key, reply.lines[i]]))
          setLines((all) => all.map((l) => (byKey.has(l.key) && byKey.get(l.key) ? fromResolved(l, byKey.get(l.key)!) : l)))
        },
        onError: (e) => {
          const keys = new Set(pending.map((p) => p.key))
          setLines((all) => all.filter((l) => !keys.has(l.key) || l.status !== 'pending'))
          setError(e.message || T.resolveFailed)
        },
      },
    )
  }

  const fromParsed = (parsed: ParsedLines) => {
    setInfo(notices(parsed))
    // a line whose quantity cannot be read stays in the list, its quantity to correct
    resolveEntries(
      parsed.lines.map((l) =>
        l.quantity === null
          ? { reference: l.reference, requested: 1, badQuantity: l.quantityText ?? '' }
          : { reference: l.reference, requested: l.quantity },
      ),
    )
  }

  const checkPaste = (event: FormEvent) => {
    event.preventDefault()
    const parsed = parsePastedText(text)
    if (parsed.lines.length === 0) return setError(T.emptyText)
    fromParsed(parsed)
    setText('')
  }

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setFileName(file.name)
    try {
      const parsed = await readQuickOrderFile(file)
      if (parsed.lines.length === 0) return setError(T.fileEmpty)
      fromParsed(parsed)
    } catch (e) {
      setError(e instanceof Error ? e.message : T.fileUnreadable)
    }
  }

  const onPick = (product: QuickOrderProduct, quantity: number) =>
    setLines((all) => [...all, choose(pendingLine(`l${next.current++}`, product.partNumber ?? product.reference, quantity), product)])

  const toCart = cartLines(lines)
  const onAdded = (result: LinesAdded) => {
    setLines((all) => afterAdd(all, toCart, result))
    setInfo(result.added.length > 0 ? [T.added(toCart.length - result.refused.length)] : [])
  }
  const counts = summary(lines)
  const busy = resolve.isPending

  return (
    <div className="flex flex-col gap-6" data-testid="quick-order">
      <p className="max-w-3xl text-slate-700">{T.intro}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={checkPaste} className="flex flex-col gap-2" data-testid="quick-order-paste">
          <label htmlFor={pasteId} className="font-semibold text-brand-ink">
            {T.pasteLabel}
          </label>
          <p id={pasteHelpId} className="text-sm text-slate-600">
            {T.pasteHelp}
          </p>
          <textarea
            id={pasteId}
            aria-describedby={pasteHelpId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={7}
            placeholder={T.pastePlaceholder}
            className="w-full rounded border border-slate-300 px-3 py-2 font-mono text-sm"
          />
          <button
            type="submit"
            disabled={busy || text.trim() === ''}
            className="self-start rounded bg-brand-dark px-5 py-2.5 font-semibold text-white hover:bg-brand-ink disabled:opacity-60"
          >
            {busy ? T.checking : T.check}
          </button>
        </form>
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <label htmlFor={fileId} className="font-semibold text-brand-ink">
              {T.fileLabel}
            </label>
            <p id={fileHelpId} className="text-sm text-slate-600">
              {T.fileHelp}
            </p>
            {/* the browser's own control speaks the browser's language (« Choose File »): a French one over a hidden input */}
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <input
                id={fileId}
                type="file"
                accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-describedby={`${fileHelpId} ${fileId}-name`}
                onChange={(e) => void onFile(e)}
                disabled={busy}
                className="peer sr-only"
                data-testid="quick-order-file"
              />
              <label
                htmlFor={fileId}
                aria-hidden="true"
                className="cursor-pointer rounded border border-brand-dark bg-white px-3 py-1.5 font-semibold text-brand-dark hover:bg-slate-50 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-ink peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
              >
                {T.fileButton}
              </label>
              <span id={`${fileId}-name`} className="text-slate-600" data-testid="quick-order-file-name">
                {fileName ?? T.noFile}
              </span>
            </div>
          </div>
          <ReferenceTyper onPick={onPick} onAdd={(reference, requested) => resolveEntries([{ reference, requested }])} disabled={busy} />
        </div>
      </div>

      {error ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="quick-order-error">
          {error}
        </p>
      ) : null}
      {info.length > 0 ? (
        <ul
          role="status"
          className="rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700"
          data-testid="quick-order-info"
        >
          {info.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}

      {lines.length > 0 ? (
        <section aria-labelledby="lignes-commande-rapide" className="flex flex-col gap-3">
          <h2 id="lignes-commande-rapide" className="text-xl font-bold text-brand-ink">
            {T.linesTitle}
          </h2>
          <ul className="flex flex-col gap-3" aria-busy={busy}>
            {lines.map((line) => (
              <LineCard
                key={line.key}
                line={line}
                disabled={busy}
                onChoose={(product) => update(line.key, (l) => choose(l, product))}
                onQuantity={(quantity) => update(line.key, (l) => withQuantity(l, quantity))}
                onFix={(reference) =>
                  resolveEntries([{ reference, requested: line.requested, badQuantity: line.badQuantity ?? undefined }], line.key)
                }
                onRemove={() => setLines((all) => all.filter((l) => l.key !== line.key))}
              />
            ))}
          </ul>
          <div
            className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-md"
            data-testid="quick-order-summary"
          >
            <p className="text-sm text-slate-700">
              {T.ready(counts.ready)}
              {counts.toFix > 0 ? ` · ${T.toFix(counts.toFix)}` : ''} · {T.total}&nbsp;:{' '}
              <span className="font-semibold text-brand-ink">{formatEuros(counts.totalHt)}</span>
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                onClick={() => (setLines([]), setInfo([]))}
                className="text-sm text-slate-600 underline underline-offset-2"
              >
                {T.clear}
              </button>
              <AddLinesButton
                lines={toCart}
                onAdded={onAdded}
                disabled={busy || counts.pending > 0 || toCart.length === 0}
                className="rounded-md bg-brand px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
              >
                {T.addToCart}
              </AddLinesButton>
            </div>
          </div>
        </section>
      ) : null}
    </div>
  )
}
