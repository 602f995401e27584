import { useState } from 'react'

import { ORDER_EXPORT_TEXT as T, type ExportFormat } from '@/lib/account/orderExport'

/** GET /api/orders/export (src/pages/api/orders/export.ts). */
const EXPORT_ROUTE = '/api/orders/export'

type Scope = { etat?: string | null; commande?: string | null; societe?: boolean }

type Progress = { kind: 'idle' } | { kind: 'busy'; format: ExportFormat } | { kind: 'done'; text: string } | { kind: 'error'; text: string }

const BUTTON =
  'rounded-md border border-brand-dark px-3 py-1.5 text-sm font-semibold text-brand-dark hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60'

/** The name the server gives the file (Content-Disposition), else a plain one. */
const filenameOf = (header: string | null, format: ExportFormat) => /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? `commandes.${format}`

/**
 * « Exporter (CSV) » / « Exporter (Excel) » (GET /api/orders/export): the list as filtered, one order, or the company's
 * orders, one row per line for the accountant; the file is saved by the browser, the outcome said in a live region.
 */
export function OrdersExport({ scope }: { scope: Scope }) {
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' })
  const download = async (format: ExportFormat) => {
    setProgress({ kind: 'busy', format })
    const query = new URLSearchParams({ format })
    if (scope.etat) query.set('etat', scope.etat)
    if (scope.commande) query.set('commande', scope.commande)
    if (scope.societe) query.set('perimetre', 'societe')
    try {
      const res = await fetch(`${EXPORT_ROUTE}?${query.toString()}`, { credentials: 'include' })
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null
        return setProgress({ kind: 'error', text: body?.message ?? T.failed })
      }
      const filename = filenameOf(res.headers.get('Content-Disposition'), format)
      const url = URL.createObjectURL(await res.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = filename
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setProgress({ kind: 'done', text: T.done(filename) })
    } catch {
      setProgress({ kind: 'error', text: T.failed })
    }
  }
  const busy = progress.kind === 'busy'
  return (
    <div className="flex flex-col gap-1" data-testid="orders-export">
      <div role="group" aria-label={T.group} className="flex flex-wrap gap-2">
        {(['csv', 'xlsx'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className={BUTTON}
            disabled={busy}
            aria-busy={busy && progress.format === format}
            onClick={() => void download(format)}
            data-testid={`orders-export-${format}`}
          >
            {T[format]}
          </button>
        ))}
      </div>
      <p
        role="status"
        className={`min-h-5 text-sm ${progress.kind === 'error' ? 'text-red-700' : 'text-slate-600'}`}
        data-testid="orders-export-status"
      >
        {progress.kind === 'busy' ? T.preparing : progress.kind === 'idle' ? '' : progress.text}
      </p>
    </div>
  )
}
