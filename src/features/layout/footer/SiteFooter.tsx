import type { SyntheticEvent } from 'react'
import Link from 'next/link'
import { useRouter } from 'next/compat/router'

import { ROUTES } from '@/lib/routes'
import { absoluteUrl, appOrigin, pathOnly } from '@/lib/site-url'

import { newsLinks } from '../header/menuLinks'
import type { FooterData, MenuLink } from '@/lib/layout/types'
import { COPYRIGHT_YEAR, SHARE_NETWORKS } from './footerState'

const LEGAL_LINKS: MenuLink[] = [
  { label: 'Mentions légales', href: ROUTES.legalNotice },
  { label: 'Politique de confidentialité', href: ROUTES.privacy },
  { label: 'Cookies', href: ROUTES.cookies },
  { label: 'Termes et conditions', href: ROUTES.terms },
]

function ContactCallToAction() {
  return (
    <section aria-labelledby="footer-cta" data-testid="footer-cta" className="bg-brand-dark text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="footer-cta" className="text-2xl font-bold">
            Un projet, une question technique&nbsp;?
          </h2>
          <p className="mt-1 text-white">Nos experts vous répondent et vous accompagnent, du conseil à la livraison.</p>
        </div>
        <Link
          href={ROUTES.contact}
          className="self-start rounded bg-white px-5 py-3 font-semibold text-brand-dark hover:bg-slate-100 md:self-auto"
        >
          Contactez-nous
        </Link>
      </div>
    </section>
  )
}

function LinkColumn({
  title,
  links,
  all,
}: {
  title: string
  links: { label: string; href: string; external?: boolean }[]
  all?: MenuLink
}) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="flex flex-col gap-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            {link.external ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                {link.label}
                <span className="sr-only"> (nouvel onglet)</span>
              </a>
            ) : (
              <Link href={link.href} className="hover:text-white hover:underline">
                {link.label}
              </Link>
            )}
          </li>
        ))}
        {all ? (
          <li>
            <Link href={all.href} className="font-semibold text-white hover:underline">
              {all.label}
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  )
}

/** The share link points at the page being read: its href is set from the address bar when it is used. */
function pointAtCurrentPage(share: (url: string) => string) {
  return (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = share(window.location.href.split('#')[0] ?? window.location.href)
  }
}

function ShareLinks() {
  // the page's own address from the first render (static HTML, crawlers, no script); the query string is added on use.
  // The app router's 404 (global-not-found) has no pages router: it shares the home page until used.
  const router = useRouter()
  const here = router ? absoluteUrl(pathOnly(router.asPath)) : `${appOrigin()}/`
  return (
    <ul aria-label="Partager cette page" className="flex gap-2">
      {SHARE_NETWORKS.map((network) => {
        const update = pointAtCurrentPage(network.share)
        return (
          <li key={network.name}>
            <a
              href={network.share(here)}
              target="_blank"
              rel="noopener noreferrer"
              data-share={network.name}
              onPointerEnter={update}
              onFocus={update}
              onClick={update}
              className="flex h-9 min-w-9 items-center justify-center rounded-full border border-white/30 px-3 text-xs font-semibold text-white hover:bg-white/10"
            >
              {network.label}
              <span className="sr-only">&nbsp;: partager cette page (nouvel onglet)</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Site footer (spec §2 Footer). The full footer has the contact call to action, two offices, three link columns
 * (expertises, partners, news); the reduced one (contact, account creation, account, login and error pages) keeps
 * only legal links, share links and the copyright.
 */
export function SiteFooter({ data, reduced }: { data: FooterData; reduced: boolean }) {
  return (
    <footer data-testid="site-footer" data-reduced={reduced ? '' : undefined} className="mt-16 bg-brand-night text-slate-300">
      {reduced ? null : <ContactCallToAction />}
      {reduced ? null : (
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4" data-testid="footer-columns">
          <div className="flex flex-col gap-6">
            {data.offices.map((office) => (
              <address key={office.name} className="text-sm not-italic" data-testid="footer-office">
                <p className="font-semibold text-white">{office.name}</p>
                <p className="whitespace-pre-line">{office.address}</p>
                <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`} className="mt-1 inline-block hover:text-white hover:underline">
                  {office.phone}
                </a>
              </address>
            ))}
          </div>
          <LinkColumn title="Nos expertises" links={data.expertises} all={{ label: 'Toutes nos expertises', href: ROUTES.expertises }} />
          <LinkColumn title="Nos partenaires" links={data.partners} all={{ label: 'Tous nos partenaires', href: ROUTES.partners }} />
          <LinkColumn
            title="Actualités"
            links={[
              ...newsLinks(data.blogUrl),
              { label: 'Recrutement', href: ROUTES.jobs },
              { label: 'Questions fréquentes', href: ROUTES.faq },
            ]}
          />
        </div>
      )}
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm lg:flex-row lg:items-center lg:justify-between">
          <p>© {COPYRIGHT_YEAR} Solutions Industrie. Tous droits réservés.</p>
          <nav aria-label="Liens légaux">
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ShareLinks />
        </div>
      </div>
    </footer>
  )
}
