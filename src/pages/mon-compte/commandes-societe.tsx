import dynamic from 'next/dynamic'

import { AccountLayout } from '@/features/account/AccountLayout'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { withLayout } from '@/server/layout/layout'

// A static shell: the buyer's data loads in the browser, once logged in.
const Content = dynamic(() => import('@/features/account/CompanyOrdersContent'), { ssr: false })

export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function AccountRoute() {
  return (
    <>
      <Seo
        title="Commandes de la société"
        description="Toutes les commandes des acheteurs de votre société, pour ses approbateurs."
        noindex
      />
      <AccountLayout title="Commandes de la société">
        <Content />
      </AccountLayout>
    </>
  )
}
