import dynamic from 'next/dynamic'

import { AccountLayout } from '@/features/account/AccountLayout'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { withLayout } from '@/server/layout/layout'

// A static shell: the buyer's data loads in the browser, once logged in.
const Content = dynamic(() => import('@/features/account/OrdersContent'), { ssr: false })

export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function AccountRoute() {
  return (
    <>
      <Seo title="Mes commandes" description={'Vos commandes, leur statut, leur détail et «\u00a0Commander à nouveau\u00a0».'} noindex />
      <AccountLayout title="Mes commandes">
        <Content />
      </AccountLayout>
    </>
  )
}
