import type { GetStaticProps, GetStaticPropsContext, GetStaticPropsResult } from 'next'

import type { Newsletter } from '@/payload-types'
import type { FooterData, LayoutData, MainMenuData, MenuNode, NewsletterData } from '@/lib/layout/types'
import { cms } from '@/server/http/payload'
import { searchClientConfig } from '@/server/search'
import { lowStockThresholdOf } from '@/lib/stock'
import { brandPath } from '@/lib/routes'
import { toOfficeView } from '@/server/content/contact'

import { toMenuTree, type NavigationDoc } from './menu'

/** Footer partner column: brands with their own page, alphabetical, at most this many. */
const FOOTER_PARTNER_LIMIT = 6
/** spec §2 Footer: two office addresses. */
const FOOTER_OFFICE_COUNT = 2

/** The one mapping from the `newsletter` global (titre, privacy_terms) to the newsletter section's view. */
const toNewsletterView = (doc: Pick<Newsletter, 'titre' | 'privacy_terms'>): NewsletterData => ({
  title: doc.titre,
  privacyTerms: doc.privacy_terms ?? null,
})

async function loadLayoutData(): Promise<LayoutData> {
  const payload = await cms()
  const [navigation, settings, newsletter, brands] = await Promise.all([
    payload.findGlobal({
      slug: 'navigation',
      depth: 1,
      overrideAccess: false,
      populate: {
        expertises: { title: true, slug: true },
        solutions: { title: true, slug: true },
        services: { title: true, slug: true },
        catalogues: { titre: true, slug: true },
        categories: { titre: true, slug: true },
      },
    }),
    payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: false,
      select: { offices: true, blog_url: true, low_stock_threshold: true, delivery_free_threshold_ht: true },
    }),
    payload.findGlobal({ slug: 'newsletter', depth: 0, overrideAccess: false }),
    payload.find({
      collection: 'marques',
      where: { has_single_page: { equals: true } },
      sort: 'titre',
      limit: FOOTER_PARTNER_LIMIT,
      depth: 0,
      overrideAccess: false,
      select: { titre: true, slug: true },
    }),
  ])

  const blogUrl = settings.blog_url?.trim() || null
  const { expertises, catalogues } = toMenuTree(navigation as NavigationDoc)
  const menu: MainMenuData = { expertises, catalogues, blogUrl }
  const footer: FooterData = {
    offices: (settings.offices ?? []).slice(0, FOOTER_OFFICE_COUNT).map(toOfficeView),
    expertises: expertises.items.flatMap((item: MenuNode) => (item.href ? [{ label: item.label, href: item.href }] : [])),
    partners: brands.docs.map((b) => ({ label: b.titre, href: brandPath(b.slug) })),
    blogUrl,
  }
  const news = toNewsletterView(newsletter)
  // spec §4/§9 shared setting: the stock labels computed in the browser (search hits, cart lines) use it
  const lowStockThreshold = lowStockThresholdOf(settings.low_stock_threshold)
  const free = settings.delivery_free_threshold_ht
  // the local ERP's delivery rule (src/server/erp/amounts.ts) reads the same setting: the cart's free-delivery hint
  const freeDeliveryThresholdHt = typeof free === 'number' && Number.isFinite(free) && free > 0 ? free : null
  return { menu, footer, newsletter: news, search: searchClientConfig(payload), lowStockThreshold, freeDeliveryThresholdHt }
}

// During `next build` hundreds of pages ask for the same data: share one load for a short while.
// At run time every regeneration reads fresh data (a navigation change revalidates every page).
const BUILD_CACHE_MS = 60_000
let buildCache: { at: number; value: Promise<LayoutData> } | null = null

export function getLayoutData(): Promise<LayoutData> {
  if (process.env.NEXT_PHASE !== 'phase-production-build') return loadLayoutData()
  if (!buildCache || Date.now() - buildCache.at > BUILD_CACHE_MS) {
    const value = loadLayoutData()
    buildCache = { at: Date.now(), value }
    value.catch(() => {
      buildCache = null
    })
  }
  return buildCache.value
}

export type WithLayout<P> = P & { layout: LayoutData }

/** Adds the layout data (menus, footer, newsletter, search settings) to a page's static props. */
export function withLayout<
  P extends Record<string, unknown>,
  Q extends Record<string, string | string[]> = Record<string, string | string[]>,
>(getProps?: GetStaticProps<P, Q>): GetStaticProps<WithLayout<P>, Q> {
  return async (context: GetStaticPropsContext<Q>): Promise<GetStaticPropsResult<WithLayout<P>>> => {
    const [result, layout] = await Promise.all([
      getProps ? getProps(context) : ({ props: {} as P } as GetStaticPropsResult<P>),
      getLayoutData(),
    ])
    if (!('props' in result)) return result
    const props = await result.props
    return { ...result, props: { ...props, layout } }
  }
}
