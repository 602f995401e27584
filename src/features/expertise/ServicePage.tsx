import Link from 'next/link'

import { ContentShell } from '@/features/content/ContentShell'
import { Prose } from '@/features/content/Prose'
import { expertisePath, ROUTES } from '@/lib/routes'

import { SideImage } from './SideImage'
import type { ServiceDetail } from '@/lib/expertise/types'

/** /services/{slug}: title, description, image, rich body and the solutions / expertises it belongs to. */
export function ServicePage({ service }: { service: ServiceDetail }) {
  return (
    <ContentShell
      title={service.title}
      crumbs={[{ label: 'Nos services', href: ROUTES.services }, { label: service.title }]}
      intro={service.description ? <p>{service.description}</p> : null}
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-10">
          <Prose content={service.body} />
          {service.solutions.length > 0 ? (
            <section aria-labelledby="solutions-du-service">
              <h2 id="solutions-du-service" className="mb-4 text-2xl font-bold text-brand-ink">
                Expertises et solutions
              </h2>
              <ul className="flex flex-col gap-3" data-testid="solutions-du-service">
                {service.solutions.map((s) => (
                  <li key={s.slug} className="rounded-lg border border-slate-200 bg-white p-4">
                    <Link href={expertisePath(s.expertise.slug, s.slug)} className="font-semibold text-brand hover:underline">
                      {s.title}
                    </Link>
                    <p className="text-sm text-slate-600">
                      Expertise&nbsp;:{' '}
                      <Link href={expertisePath(s.expertise.slug)} className="hover:text-brand hover:underline">
                        {s.expertise.title}
                      </Link>
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <SideImage image={service.image} />
      </div>
      <p className="mt-10 flex flex-wrap gap-4">
        <Link href={ROUTES.services} className="font-semibold text-brand hover:underline">
          Voir tous nos services
        </Link>
        <Link href={ROUTES.contact} className="font-semibold text-brand hover:underline">
          Nous contacter
        </Link>
      </p>
    </ContentShell>
  )
}
