import { CartPage } from '@/features/cart/CartPage'
import { Seo } from '@/features/layout/Seo'
import { REVALIDATE } from '@/lib/routes'
import { withLayout } from '@/server/layout/layout'

// A static shell for everyone: the cart itself is the buyer's and loads in the browser.
export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function CartRoute() {
  return (
    <>
      <Seo title="Mon panier" description="Votre panier : vos articles, vos prix H.T et la validation de votre commande." noindex />
      <CartPage />
    </>
  )
}
