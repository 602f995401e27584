import { create } from 'zustand'

/*
 * spec §3 global UI state: what several screens share and no address or server answer already holds. The rest of the
 * spec's list lives where the screens keep it, once:
 * - login flag: the session query (features/session/useClientSession);
 * - low-stock threshold: the site settings, in the page's layout data (useLayoutData().lowStockThreshold);
 * - current product stock: the page's data, then the ERP's stock of the price request (features/product StockChip);
 * - cart count: the local cart (features/cart useCart().totalItems);
 * - active filters, sort ('A-Z' by default), category filter ('Tout' outside a category): the listing's address and
 *   its search state (features/search routeState, ProductSearchListing), shareable;
 * - letter: /partenaires' `?lettre=` (features/catalogue/useLetterFilter);
 * - filter panel open: the listing's own state (features/search FilterPanelOpenContext);
 * - characteristic labels: the product's own characteristics (features/product);
 * - cart panel open and its notice: the cart's own store (features/cart/cartPanel).
 */

// spec §4 — menu timings (milliseconds)
/** After the main menu closes, the mobile submenu index goes back to 0. */
export const MENU_SUBMENU_RESET_MS = 500 // spec §4
/** After the main menu closes, the mobile search closes. */
export const MOBILE_SEARCH_CLOSE_MS = 800 // spec §4

const DEFAULT_MOBILE_SUBMENU_INDEX = 0

export type BannerType = 'success' | 'error'

interface BannerLink {
  href: string
  label: string
}

export interface Banner {
  type: BannerType
  message: string
  link?: BannerLink
}

export interface UiStateValues {
  // menus and panels
  isMenuOpen: boolean
  isMobileSearchOpen: boolean
  /** Selected level-1 menu item (shows its level-2 list); null when none. */
  activeLevel1Index: number | null
  /** Selected level-2 menu item (shows its level-3 list); null when none. */
  activeLevel2Index: number | null
  mobileSubmenuIndex: number
  banner: Banner | null

  // content pages
  contactSubject: string | null
  activeServiceExpertise: string | null
  activeCaseStudyExpertise: string | null

  // account creation
  isNewClient: boolean
  isCompany: boolean
  hasVatNumber: boolean
  hasClientNumber: boolean
}

interface UiActions {
  openMenu: () => void
  closeMenu: () => void
  toggleMenu: () => void
  selectLevel1: (index: number | null) => void
  selectLevel2: (index: number | null) => void
  setMobileSubmenuIndex: (index: number) => void
  setMobileSearchOpen: (open: boolean) => void

  showBanner: (banner: Banner) => void
  hideBanner: () => void

  setContactSubject: (subject: string | null) => void
  setActiveServiceExpertise: (expertise: string | null) => void
  setActiveCaseStudyExpertise: (expertise: string | null) => void
  setIsNewClient: (value: boolean) => void
  setIsCompany: (value: boolean) => void
  setHasVatNumber: (value: boolean) => void
  setHasClientNumber: (value: boolean) => void
}

export type UiState = UiStateValues & UiActions

function getInitialUiState(): UiStateValues {
  return {
    isMenuOpen: false,
    isMobileSearchOpen: false,
    activeLevel1Index: null,
    activeLevel2Index: null,
    mobileSubmenuIndex: DEFAULT_MOBILE_SUBMENU_INDEX,
    banner: null,

    contactSubject: null,
    activeServiceExpertise: null,
    activeCaseStudyExpertise: null,

    isNewClient: true,
    // a B2B shop: most accounts are companies (spec §3 individual or company)
    isCompany: true,
    hasVatNumber: false,
    hasClientNumber: false,
  }
}

// Pending timers (client-only; actions are never called during SSR).
let submenuResetTimer: ReturnType<typeof setTimeout> | undefined
let mobileSearchCloseTimer: ReturnType<typeof setTimeout> | undefined

function clearMenuTimers(): void {
  if (submenuResetTimer !== undefined) clearTimeout(submenuResetTimer)
  if (mobileSearchCloseTimer !== undefined) clearTimeout(mobileSearchCloseTimer)
  submenuResetTimer = undefined
  mobileSearchCloseTimer = undefined
}

export const useUiStore = create<UiState>()((set, get) => ({
  ...getInitialUiState(),

  openMenu: () => {
    // Reopening before the close timers fire cancels them.
    clearMenuTimers()
    set({ isMenuOpen: true })
  },
  closeMenu: () => {
    if (!get().isMenuOpen) return
    clearMenuTimers()
    set({ isMenuOpen: false })
    submenuResetTimer = setTimeout(() => {
      submenuResetTimer = undefined
      set({ mobileSubmenuIndex: DEFAULT_MOBILE_SUBMENU_INDEX })
    }, MENU_SUBMENU_RESET_MS)
    mobileSearchCloseTimer = setTimeout(() => {
      mobileSearchCloseTimer = undefined
      set({ isMobileSearchOpen: false })
    }, MOBILE_SEARCH_CLOSE_MS)
  },
  toggleMenu: () => {
    if (get().isMenuOpen) get().closeMenu()
    else get().openMenu()
  },
  selectLevel1: (activeLevel1Index) => set({ activeLevel1Index, activeLevel2Index: null }),
  selectLevel2: (activeLevel2Index) => set({ activeLevel2Index }),
  setMobileSubmenuIndex: (mobileSubmenuIndex) => set({ mobileSubmenuIndex }),
  setMobileSearchOpen: (isMobileSearchOpen) => set({ isMobileSearchOpen }),

  showBanner: (banner) => set({ banner }),
  hideBanner: () => set({ banner: null }),

  setContactSubject: (contactSubject) => set({ contactSubject }),
  setActiveServiceExpertise: (activeServiceExpertise) => set({ activeServiceExpertise }),
  setActiveCaseStudyExpertise: (activeCaseStudyExpertise) => set({ activeCaseStudyExpertise }),
  setIsNewClient: (isNewClient) => set({ isNewClient }),
  setIsCompany: (isCompany) => set({ isCompany }),
  setHasVatNumber: (hasVatNumber) => set({ hasVatNumber }),
  setHasClientNumber: (hasClientNumber) => set({ hasClientNumber }),
}))

/** Test helper: cancels pending timers and restores every value to its default (actions are kept). */
export function resetUiStore(): void {
  clearMenuTimers()
  useUiStore.setState(getInitialUiState())
}
