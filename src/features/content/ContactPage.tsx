import { useUiStore } from '@/stores/ui'

import { ContentShell } from './ContentShell'
import type { ContactData } from './types'

/** `tel:` href of a displayed phone number ('+33 4 72 50 12 34' → 'tel:+33472501234'). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`

export function mailtoHref(email: string, subject: string | null): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
}

/** /contact: offices, main phone and e-mail (site-settings); the form comes with the account-and-forms issue. */
export function ContactPage({ contact }: { contact: ContactData }) {
  // set by other pages ('contact subject', spec §3 UI state); null on a direct visit and on the server
  const subject = useUiStore((s) => s.contactSubject)
  return (
    <ContentShell title="Contactez-nous" crumbs={[{ label: 'Contact' }]} intro={<p>Une question sur un produit, un service ou une commande ? Nos équipes vous répondent.</p>}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="nos-coordonnees" className="flex flex-col gap-6">
          <h2 id="nos-coordonnees" className="text-2xl font-bold text-brand-ink">
            Nos coordonnées
          </h2>
          <dl className="flex flex-col gap-2 text-slate-700">
            {contact.telephone ? (
              <div>
                <dt className="font-medium">Téléphone</dt>
                <dd>
                  <a href={telHref(contact.telephone)} className="text-brand hover:underline">
                    {contact.telephone}
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
              <li key={o.nom} className="rounded-lg border border-slate-200 bg-white p-4">
                <h3 className="font-semibold text-brand-ink">{o.nom}</h3>
                <address className="mt-1 whitespace-pre-line not-italic text-slate-700">{o.adresse}</address>
                <a href={telHref(o.telephone)} className="mt-1 inline-block text-brand hover:underline">
                  {o.telephone}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="formulaire-de-contact" className="self-start rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6">
          <h2 id="formulaire-de-contact" className="text-2xl font-bold text-brand-ink">
            Formulaire de contact
          </h2>
          {subject ? (
            <p className="mt-2 text-slate-700">
              Objet : <span className="font-semibold">{subject}</span>
            </p>
          ) : null}
          <p className="mt-3 text-slate-700">
            Le formulaire en ligne arrive bientôt. En attendant, écrivez-nous directement, nous vous répondons sous un
            jour ouvré.
          </p>
          {contact.email ? (
            <p className="mt-4">
              <a
                href={mailtoHref(contact.email, subject)}
                className="inline-block rounded bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
              >
                Écrire à {contact.email}
              </a>
            </p>
          ) : null}
        </section>
      </div>
    </ContentShell>
  )
}
