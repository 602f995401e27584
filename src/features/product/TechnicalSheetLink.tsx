import type { ProductDocument, TechnicalSheet } from '@/lib/product/types'

const LINK =
  'inline-flex w-fit items-center gap-2 rounded-md border border-brand px-4 py-2 text-sm font-semibold text-brand transition hover:bg-brand hover:text-white'

/** A PDF download from the shop's own origin. */
function PdfLink({ file, label, title, testId }: { file: TechnicalSheet; label: string; title?: string; testId: string }) {
  return (
    <a
      href={file.url}
      download={file.filename ?? true}
      type="application/pdf"
      data-testid={testId}
      aria-label={title ? `${label}\u00a0: ${title}` : undefined}
      className={LINK}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
        <path d="M10 2a1 1 0 0 1 1 1v8.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 11.6V3a1 1 0 0 1 1-1ZM4 16a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z" />
      </svg>
      {label}
    </a>
  )
}

/** Download of the product's technical sheet (PDF), from the shop's own origin. */
function TechnicalSheetLink({ sheet }: { sheet: TechnicalSheet }) {
  return <PdfLink file={sheet} label="Télécharger la fiche technique" testId="technical-sheet" />
}

type Props = { sheet: TechnicalSheet | null; safetySheets: ProductDocument[]; declarations: ProductDocument[] }

/** The technical sheet, then the safety data sheets (FDS) and declarations of conformity beside it; nothing without any. */
export function ProductDocuments({ sheet, safetySheets, declarations }: Props) {
  if (!sheet && safetySheets.length === 0 && declarations.length === 0) return null
  return (
    <div className="flex flex-wrap gap-2" data-testid="product-documents">
      {sheet ? <TechnicalSheetLink sheet={sheet} /> : null}
      {safetySheets.map((doc) => (
        <PdfLink key={doc.url} file={doc} label="Fiche de données de sécurité (FDS)" title={doc.title} testId="safety-sheet" />
      ))}
      {declarations.map((doc) => (
        <PdfLink key={doc.url} file={doc} label="Déclaration de conformité" title={doc.title} testId="conformity-declaration" />
      ))}
    </div>
  )
}
