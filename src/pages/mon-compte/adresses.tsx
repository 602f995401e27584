import dynamic from 'next/dynamic'

import { AccountLayout } from '@/features/account/AccountLayout'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { withLayout } from '@/server/layout/layout'

// A static shell: the buyer's data loads in the browser, once logged in.
const Content = dynamic(() => import('@/features/account/AddressesContent'), { ssr: false })

export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function AccountRoute() {
  return (
    <>
      <Seo
        title="Mes adresses"
        description={'Vos adresses de livraison\u00a0: adresse de la société, adresses enregistrées, adresse par défaut.'}
        noindex
      />
      <AccountLayout title="Mes adresses">
        <Content />
      </AccountLayout>
    </>
  )
}
