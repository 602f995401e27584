import { create } from 'zustand';

// spec §4 — menu / panel timings (milliseconds)
/** After the main menu closes, the mobile submenu index goes back to 0. */
export const MENU_SUBMENU_RESET_MS = 500; // spec §4
/** After the main menu closes, the mobile search closes. */
export const MOBILE_SEARCH_CLOSE_MS = 800; // spec §4
/** After the cart panel closes, its notice message is cleared. */
export const CART_NOTICE_CLEAR_MS = 300; // spec §4

export const DEFAULT_LOW_STOCK_THRESHOLD = 3;
/** Placeholder until the cart count comes from the real cart. */
export const DEFAULT_CART_COUNT = 3;
export const DEFAULT_SORT = 'A-Z';
export const DEFAULT_CATEGORY_FILTER = 'Tout';
export const DEFAULT_MOBILE_SUBMENU_INDEX = 0;

export type BannerType = 'success' | 'error';

export interface BannerLink {
  href: string;
  label: string;
}

export interface Banner {
  type: BannerType;
  message: string;
  link?: BannerLink;
}

/** Facet key → selected values. */
export type ActiveFilters = Record<string, string[]>;

export interface UiStateValues {
  // session / product / cart
  isLoggedIn: boolean;
  lowStockThreshold: number;
  /** Stock of the product currently displayed; null when unknown / not on a product page. */
  currentProductStock: number | null;
  cartCount: number;

  // menus and panels
  isMenuOpen: boolean;
  isMobileSearchOpen: boolean;
  isCartPanelOpen: boolean;
  isFilterPanelOpen: boolean;
  /** Selected level-1 menu item (shows its level-2 list); null when none. */
  activeLevel1Index: number | null;
  /** Selected level-2 menu item (shows its level-3 list); null when none. */
  activeLevel2Index: number | null;
  mobileSubmenuIndex: number;
  cartNotice: string | null;
  banner: Banner | null;

  // listing
  activeFilters: ActiveFilters;
  letter: string | null;
  sort: string;
  categoryFilter: string;

  // content pages
  contactSubject: string | null;
  activeServiceExpertise: string | null;
  activeCaseStudyExpertise: string | null;
  characteristicLabels: string[];

  // account creation
  isNewClient: boolean;
  isCompany: boolean;
  hasVatNumber: boolean;
  hasClientNumber: boolean;
}

export interface UiActions {
  setLoggedIn: (isLoggedIn: boolean) => void;
  setLowStockThreshold: (threshold: number) => void;
  setCurrentProductStock: (stock: number | null) => void;
  setCartCount: (count: number) => void;

  openMenu: () => void;
  closeMenu: () => void;
  toggleMenu: () => void;
  selectLevel1: (index: number | null) => void;
  selectLevel2: (index: number | null) => void;
  setMobileSubmenuIndex: (index: number) => void;
  setMobileSearchOpen: (open: boolean) => void;
  setFilterPanelOpen: (open: boolean) => void;

  openCartPanel: (notice?: string) => void;
  closeCartPanel: () => void;

  showBanner: (banner: Banner) => void;
  hideBanner: () => void;

  setActiveFilters: (filters: ActiveFilters) => void;
  setLetter: (letter: string | null) => void;
  setSort: (sort: string) => void;
  setCategoryFilter: (category: string) => void;
  setContactSubject: (subject: string | null) => void;
  setActiveServiceExpertise: (expertise: string | null) => void;
  setActiveCaseStudyExpertise: (expertise: string | null) => void;
  setCharacteristicLabels: (labels: string[]) => void;
  setIsNewClient: (value: boolean) => void;
  setIsCompany: (value: boolean) => void;
  setHasVatNumber: (value: boolean) => void;
  setHasClientNumber: (value: boolean) => void;
}

export type UiState = UiStateValues & UiActions;

export function getInitialUiState(): UiStateValues {
  return {
    isLoggedIn: false,
    lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
    currentProductStock: null,
    cartCount: DEFAULT_CART_COUNT,

    isMenuOpen: false,
    isMobileSearchOpen: false,
    isCartPanelOpen: false,
    isFilterPanelOpen: false,
    activeLevel1Index: null,
    activeLevel2Index: null,
    mobileSubmenuIndex: DEFAULT_MOBILE_SUBMENU_INDEX,
    cartNotice: null,
    banner: null,

    activeFilters: {},
    letter: null,
    sort: DEFAULT_SORT,
    categoryFilter: DEFAULT_CATEGORY_FILTER,

    contactSubject: null,
    activeServiceExpertise: null,
    activeCaseStudyExpertise: null,
    characteristicLabels: [],

    isNewClient: true,
    // a B2B shop: most accounts are companies (spec §3 individual or company)
    isCompany: true,
    hasVatNumber: false,
    hasClientNumber: false,
  };
}

// Pending timers (client-only; actions are never called during SSR).
let submenuResetTimer: ReturnType<typeof setTimeout> | undefined;
let mobileSearchCloseTimer: ReturnType<typeof setTimeout> | undefined;
let cartNoticeClearTimer: ReturnType<typeof setTimeout> | undefined;

function clearMenuTimers(): void {
  if (submenuResetTimer !== undefined) clearTimeout(submenuResetTimer);
  if (mobileSearchCloseTimer !== undefined) clearTimeout(mobileSearchCloseTimer);
  submenuResetTimer = undefined;
  mobileSearchCloseTimer = undefined;
}

function clearCartNoticeTimer(): void {
  if (cartNoticeClearTimer !== undefined) clearTimeout(cartNoticeClearTimer);
  cartNoticeClearTimer = undefined;
}

export const useUiStore = create<UiState>()((set, get) => ({
  ...getInitialUiState(),

  setLoggedIn: (isLoggedIn) => set({ isLoggedIn }),
  setLowStockThreshold: (lowStockThreshold) => set({ lowStockThreshold }),
  setCurrentProductStock: (currentProductStock) => set({ currentProductStock }),
  setCartCount: (cartCount) => set({ cartCount }),

  openMenu: () => {
    // Reopening before the close timers fire cancels them.
    clearMenuTimers();
    set({ isMenuOpen: true });
  },
  closeMenu: () => {
    if (!get().isMenuOpen) return;
    clearMenuTimers();
    set({ isMenuOpen: false });
    submenuResetTimer = setTimeout(() => {
      submenuResetTimer = undefined;
      set({ mobileSubmenuIndex: DEFAULT_MOBILE_SUBMENU_INDEX });
    }, MENU_SUBMENU_RESET_MS);
    mobileSearchCloseTimer = setTimeout(() => {
      mobileSearchCloseTimer = undefined;
      set({ isMobileSearchOpen: false });
    }, MOBILE_SEARCH_CLOSE_MS);
  },
  toggleMenu: () => {
    if (get().isMenuOpen) get().closeMenu();
    else get().openMenu();
  },
  selectLevel1: (activeLevel1Index) => set({ activeLevel1Index, activeLevel2Index: null }),
  selectLevel2: (activeLevel2Index) => set({ activeLevel2Index }),
  setMobileSubmenuIndex: (mobileSubmenuIndex) => set({ mobileSubmenuIndex }),
  setMobileSearchOpen: (isMobileSearchOpen) => set({ isMobileSearchOpen }),
  setFilterPanelOpen: (isFilterPanelOpen) => set({ isFilterPanelOpen }),

  openCartPanel: (notice) => {
    clearCartNoticeTimer();
    set({ isCartPanelOpen: true, cartNotice: notice ?? null });
  },
  closeCartPanel: () => {
    clearCartNoticeTimer();
    set({ isCartPanelOpen: false });
    cartNoticeClearTimer = setTimeout(() => {
      cartNoticeClearTimer = undefined;
      set({ cartNotice: null });
    }, CART_NOTICE_CLEAR_MS);
  },

  showBanner: (banner) => set({ banner }),
  hideBanner: () => set({ banner: null }),

  setActiveFilters: (activeFilters) => set({ activeFilters }),
  setLetter: (letter) => set({ letter }),
  setSort: (sort) => set({ sort }),
  setCategoryFilter: (categoryFilter) => set({ categoryFilter }),
  setContactSubject: (contactSubject) => set({ contactSubject }),
  setActiveServiceExpertise: (activeServiceExpertise) => set({ activeServiceExpertise }),
  setActiveCaseStudyExpertise: (activeCaseStudyExpertise) => set({ activeCaseStudyExpertise }),
  setCharacteristicLabels: (characteristicLabels) => set({ characteristicLabels }),
  setIsNewClient: (isNewClient) => set({ isNewClient }),
  setIsCompany: (isCompany) => set({ isCompany }),
  setHasVatNumber: (hasVatNumber) => set({ hasVatNumber }),
  setHasClientNumber: (hasClientNumber) => set({ hasClientNumber }),
}));

/** Test helper: cancels pending timers and restores every value to its default (actions are kept). */
export function resetUiStore(): void {
  clearMenuTimers();
  clearCartNoticeTimer();
  useUiStore.setState(getInitialUiState());
}
