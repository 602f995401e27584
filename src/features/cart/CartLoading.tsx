import { CART_TEXT } from './messages'

/** /panier's status while the session, then the cart, load (what follows it is new content: nothing above moves). */
export function CartLoading() {
  return (
    <p role="status" className="text-slate-600">
      {CART_TEXT.pageLoading}
    </p>
  )
}
