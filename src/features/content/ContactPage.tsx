import { useRouter } from 'next/router'
import { useEffect } from 'react'

import { ContactForm } from '@/features/contact/ContactForm'
import { CONTACT_MESSAGES } from '@/lib/contact/contactRequest'
import { useHydrated } from '@/lib/use-hydrated'
import { useUiStore } from '@/stores/ui'

import { ContentShell } from './ContentShell'
import type { ContactData } from '@/lib/content/types'

/** `tel:` href of a displayed phone number ('+33 4 72 50 12 34' → 'tel:+33472501234'). */
const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`

/** /contact: offices, main phone and e-mail (site-settings) beside the contact form. */
export function ContactPage({ contact }: { contact: ContactData }) {
  // set by other pages ('contact subject', spec §3 UI state) or by a link /contact?sujet=…; null on a direct visit
  const subject = useUiStore((s) => s.contactSubject)
  const setSubject = useUiStore((s) => s.setContactSubject)
  const router = useRouter()
  // ready once hydrated: the static HTML is the same for every query string (the router may be ready during hydration)
  const ready = useHydrated() && router.isReady
  const fromLink = ready && typeof router.query.sujet === 'string' ? router.query.sujet.slice(0, 150) : null
  useEffect(() => {
    if (fromLink) setSubject(fromLink)
  }, [fromLink, setSubject])
  return (
    <ContentShell
      title="Contactez-nous"
      crumbs={[{ label: 'Contact' }]}
      intro={<p>Une question sur un produit, un service ou une commande&nbsp;? Nos équipes vous répondent.</p>}
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="nos-coordonnees" className="flex flex-col gap-6">
          <h2 id="nos-coordonnees" className="text-2xl font-bold text-brand-ink">
            Nos coordonnées
          </h2>
          <dl className="flex flex-col gap-2 text-slate-700">
            {contact.phone ? (
              <div>
                <dt className="font-medium">Téléphone</dt>
                <dd>
                  <a href={telHref(contact.phone)} className="text-brand hover:underline">
                    {contact.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {contact.email ? (
              <div>
                <dt className="font-medium">E-mail</dt>
                <dd>
                  <a href={`mailto:${contact.email}`} className="text-brand hover:underline">
                    {contact.email}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          <h2 id="nos-agences" className="text-2xl font-bold text-brand-ink">
            Nos agences
          </h2>
          <ul aria-labelledby="nos-agences" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1" data-testid="agences">
            {contact.offices.map((o) => (
              <li key={o.name} className="rounded-lg border border-slate-200 bg-white p-4">
                <h3 className="font-semibold text-brand-ink">{o.name}</h3>
                <address className="mt-1 whitespace-pre-line not-italic text-slate-700">{o.address}</address>
                <a href={telHref(o.phone)} className="mt-1 inline-block text-brand hover:underline">
                  {o.phone}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="formulaire-de-contact" className="self-start rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="formulaire-de-contact" className="text-2xl font-bold text-brand-ink">
            {CONTACT_MESSAGES.title}
          </h2>
          <p className="mb-5 mt-2 text-slate-700">{CONTACT_MESSAGES.intro}</p>
          {/* keyed by the subject: a subject arriving from the link (?sujet=) fills the fresh form */}
          <ContactForm key={subject ?? ''} initialSubject={subject ?? ''} />
        </section>
      </div>
    </ContentShell>
  )
}
