import dynamic from 'next/dynamic'

import { AccountLayout } from '@/features/account/AccountLayout'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { withLayout } from '@/server/layout/layout'

// A static shell: the buyer's data loads in the browser, once logged in.
const Content = dynamic(() => import('@/features/account/ProfileContent'), { ssr: false })

export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function AccountRoute() {
  return (
    <>
      <Seo title="Mon compte" description={'Votre espace client\u00a0: vos informations, votre société et votre encours.'} noindex />
      <AccountLayout title="Mon compte">
        <Content />
      </AccountLayout>
    </>
  )
}
