import type { ReactNode } from 'react'

import { ACCOUNT_TEXT } from './messages'

type Query = { isPending: boolean; isError: boolean; refetch: () => unknown }

/** Loading, error (with 'Réessayer') and empty states of an account list; `children` once there is something to show. */
export function QueryState({ query, empty, isEmpty, children }: { query: Query; empty: string; isEmpty: boolean; children: ReactNode }) {
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-600" data-testid="account-loading">
        {ACCOUNT_TEXT.loading}
      </p>
    )
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900" data-testid="account-error">
        <p>{ACCOUNT_TEXT.error}</p>
        <button type="button" onClick={() => void query.refetch()} className="mt-2 font-semibold underline underline-offset-2">
          {ACCOUNT_TEXT.retry}
        </button>
      </div>
    )
  }
  if (isEmpty) {
    return (
      <p
        className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-slate-700"
        data-testid="account-empty"
      >
        {empty}
      </p>
    )
  }
  return <>{children}</>
}
