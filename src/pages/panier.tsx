import dynamic from 'next/dynamic'

import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { withLayout } from '@/server/layout/layout'

// the cart page's module is the cart's own: loaded as a chunk of this page (rendered on the server all the same)
const CartPage = dynamic(() => import('@/features/cart/CartPage').then((m) => m.CartPage))

// A static shell for everyone: the cart itself is the buyer's and loads in the browser.
export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function CartRoute() {
  return (
    <>
      <Seo title="Mon panier" description={'Votre panier\u00a0: vos articles, vos prix H.T et la validation de votre commande.'} noindex />
      <CartPage />
    </>
  )
}
