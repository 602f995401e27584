import { CardImage, GRID_3_SIZES } from './CardImage'
import { ContentShell } from './ContentShell'
import { EmptyState } from './EmptyState'
import type { BrochureView } from '@/lib/content/types'

const sizeFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

/** '1,2 Mo' / '350 ko'. */
function formatFileSize(bytes: number | null): string {
  if (!bytes || bytes <= 0) return ''
  return bytes >= 1024 * 1024 ? `${sizeFormat.format(bytes / (1024 * 1024))} Mo` : `${Math.max(1, Math.round(bytes / 1024))} ko`
}

/** /brochures: each brochure with a direct download of its PDF (spec §2: brochures are direct file downloads). */
export function BrochuresPage({ brochures }: { brochures: BrochureView[] }) {
  return (
    <ContentShell
      title="Brochures"
      crumbs={[{ label: 'Actualités' }, { label: 'Brochures' }]}
      intro={<p>Catalogues et guides techniques à télécharger au format PDF.</p>}
    >
      {brochures.length === 0 ? (
        <EmptyState>Aucune brochure disponible pour le moment.</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="brochures">
          {brochures.map((b, i) => {
            const size = formatFileSize(b.file?.filesize ?? null)
            return (
              <li key={b.slug} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
                <CardImage image={b.image} sizes={GRID_3_SIZES} eager={i === 0} />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <h2 className="text-lg font-semibold text-brand-ink">{b.title}</h2>
                  {b.description ? <p className="text-sm text-slate-600">{b.description}</p> : null}
                  {b.file ? (
                    <p className="mt-auto pt-2">
                      <a
                        href={b.file.url}
                        download={b.file.filename || true}
                        type="application/pdf"
                        className="inline-block rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
                      >
                        Télécharger<span className="sr-only"> la brochure {b.title}</span> (PDF{size ? `, ${size}` : ''})
                      </a>
                    </p>
                  ) : (
                    <p className="mt-auto pt-2 text-sm text-slate-500">Fichier bientôt disponible.</p>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </ContentShell>
  )
}
