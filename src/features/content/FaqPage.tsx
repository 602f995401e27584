import Link from 'next/link'

import { ROUTES } from '@/lib/routes'

import { ContentShell } from './ContentShell'
import { EmptyState } from './EmptyState'
import { categoryId, groupFaq } from './faq'
import { Prose } from './Prose'
import type { FaqItem } from '@/lib/content/types'

/** /faq: questions grouped by category; each answer in a native disclosure (keyboard: Enter / Space on the question). */
export function FaqPage({ items }: { items: FaqItem[] }) {
  const groups = groupFaq(items)
  return (
    <ContentShell
      title="Questions fréquentes"
      crumbs={[{ label: 'FAQ' }]}
      intro={<p>Commandes, livraison, paiement, produits&nbsp;: les réponses à vos questions.</p>}
    >
      {groups.length === 0 ? (
        <EmptyState>Aucune question pour le moment.</EmptyState>
      ) : (
        <div className="flex max-w-3xl flex-col gap-10">
          {groups.map((group) => {
            const id = categoryId(group.category)
            return (
              <section key={group.category} aria-labelledby={id}>
                <h2 id={id} className="mb-4 text-2xl font-bold text-brand-ink">
                  {group.category}
                </h2>
                <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <details className="group" data-testid="faq-item">
                        <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-4 py-4 font-semibold text-brand-ink hover:text-brand [&::-webkit-details-marker]:hidden">
                          <span>{item.question}</span>
                          <span aria-hidden="true" className="text-xl leading-none text-brand transition-transform group-open:rotate-45">
                            +
                          </span>
                        </summary>
                        <Prose content={item.answer} className="px-4 pb-4 text-slate-700" />
                      </details>
                    </li>
                  ))}
                </ul>
              </section>
            )
          })}
        </div>
      )}
      <p className="mt-10 text-slate-700">
        Vous ne trouvez pas votre réponse&nbsp;?{' '}
        <Link href={ROUTES.contact} className="font-semibold text-brand hover:underline">
          Contactez-nous
        </Link>
      </p>
    </ContentShell>
  )
}
