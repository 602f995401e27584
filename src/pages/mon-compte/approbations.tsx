import dynamic from 'next/dynamic'

import { AccountLayout } from '@/features/account/AccountLayout'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { withLayout } from '@/server/layout/layout'

// A static shell: the buyer's data loads in the browser, once logged in.
const Content = dynamic(() => import('@/features/account/ApprovalsContent'), { ssr: false })

export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function AccountRoute() {
  return (
    <>
      <Seo
        title="Approbations"
        description="Les commandes qui dépassent un plafond de dépenses et attendent un approbateur de votre société."
        noindex
      />
      <AccountLayout title="Approbations">
        <Content />
      </AccountLayout>
    </>
  )
}
