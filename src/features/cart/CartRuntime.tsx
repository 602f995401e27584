import { CartPanel } from './CartPanel'
import { useOrderSync } from './useOrderSync'

/** What a logged-in buyer's pages add (loaded only once a session exists): the order sync on login and the panel. */
export default function CartRuntime() {
  useOrderSync()
  return <CartPanel />
}
