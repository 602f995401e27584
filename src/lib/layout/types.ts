/** Data every page's layout needs (header menus, footer, newsletter, search settings), loaded by getStaticProps through `withLayout`. */
import type { OfficeView } from '@/lib/content/types'
import type { SearchClientConfig } from '@/lib/search/types'
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@/lib/stock'

export type MenuLink = { label: string; href: string }

/** One step of a page's 'Fil d’Ariane' (no `href`: not a link); the product page's JSON-LD lists the same steps. */
export type Crumb = { label: string; href?: string }

/** One entry of a menu tree: level 1 → level 2 → level 3 (spec §2 Desktop main menu / Mobile menu). */
export type MenuNode = { id: string; label: string; href: string | null; children: MenuNode[] }

export type MenuTree = { label: string; items: MenuNode[] }

export type MainMenuData = {
  /** 'Nos expertises': expertises → solutions → services ('Services liés'). */
  expertises: MenuTree
  /** 'Nos catalogues': catalogues → categories (third column empty). */
  catalogues: MenuTree
  /** External blog ('Articles', new tab); null when the site settings have none. */
  blogUrl: string | null
}

export type FooterData = {
  /** Two office addresses with phone numbers (spec §2 Footer). */
  offices: OfficeView[]
  expertises: MenuLink[]
  partners: MenuLink[]
  blogUrl: string | null
}

/** The `newsletter` global (titre, privacy_terms), mapped by toNewsletterView. */
export type NewsletterData = { title: string; privacyTerms: unknown }

export type LayoutData = {
  menu: MainMenuData
  footer: FooterData
  newsletter: NewsletterData
  /** The header search's public settings (spec §7); null on shells without page data (the search form then submits plainly). */
  search: SearchClientConfig | null
  /** spec §4/§9 low-stock threshold (site settings): the stock labels of search hits, computed in the browser. */
  lowStockThreshold: number
  /** Free delivery from this items total H.T (site settings `delivery_free_threshold_ht`): the cart's hint; null unknown. */
  freeDeliveryThresholdHt: number | null
}

export const EMPTY_LAYOUT: LayoutData = {
  menu: {
    expertises: { label: 'Nos expertises', items: [] },
    catalogues: { label: 'Nos catalogues', items: [] },
    blogUrl: null,
  },
  footer: { offices: [], expertises: [], partners: [], blogUrl: null },
  newsletter: { title: 'Recevez nos nouveautés et offres professionnelles', privacyTerms: null },
  search: null,
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  freeDeliveryThresholdHt: null,
}
