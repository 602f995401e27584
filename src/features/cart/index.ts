/**
 * The cart's door: what the rest of the site imports of the cart, other than by a dynamic import. It re-exports only
 * modules every page already loads (the header and the providers of `_app`): webpack keeps every module a barrel
 * re-exports unless it can prove it has no side effects, and a top-level object or store is enough to keep it, so a
 * re-export here lands in every page's first JavaScript (tests/unit/app-bundle-imports.test.ts checks it adds nothing).
 *
 * Loaded on demand, never re-exported: `CartRuntime` (panel and sync, after hydration) and `PunchoutRuntime` by the
 * header, `AddToCart` and `CardBuy` (the buy controls) by the product, `CartPage` by /panier, `LogoutButton`,
 * `AddLineButton` and `ReorderButton` by the account area, all by `dynamic(() => import('@/features/cart/<File>'))`, and
 * `CardPayment` (Stripe) by the checkout form. What other features share with the cart lives below it: `src/lib/cart/`
 * (rules, query keys, API client), `features/prices`, `features/cart-status` (`useCartBusy`), `src/stores/cartSyncState.ts`.
 */
export { useCartPanel } from './cartPanel'
export { CartProvider, useCart, useCartStore } from './CartProvider'
export { articlesLabel } from './rules/cartLabels'
