import type { TechnicalSheet } from '@/lib/product/types'

/** Download of the product's technical sheet (PDF), from the shop's own origin. */
export function TechnicalSheetLink({ sheet }: { sheet: TechnicalSheet }) {
  return (
    <a
      href={sheet.url}
      download={sheet.filename ?? true}
      type="application/pdf"
      data-testid="technical-sheet"
      className="inline-flex w-fit items-center gap-2 rounded-md border border-brand px-4 py-2 text-sm font-semibold text-brand transition hover:bg-brand hover:text-white"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
        <path d="M10 2a1 1 0 0 1 1 1v8.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 11.6V3a1 1 0 0 1 1-1ZM4 16a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z" />
      </svg>
      Télécharger la fiche technique
    </a>
  )
}
