/** What a list shows when it has nothing to show (French, spec: UI text in French). */
export function EmptyState({ children }: { children: string }) {
  return (
    <p role="status" className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-slate-600">
      {children}
    </p>
  )
}
