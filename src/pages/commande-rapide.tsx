import dynamic from 'next/dynamic'

import { AccountLayout } from '@/features/account/AccountLayout'
import { QUICK_ORDER_TEXT } from '@/features/quick-order/messages'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { withLayout } from '@/server/layout/layout'

// A static shell: the quick order loads in the browser, for a logged-in buyer (a visitor is sent to the login page).
const Content = dynamic(() => import('@/features/quick-order/QuickOrderContent'), { ssr: false })

export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function QuickOrderRoute() {
  return (
    <>
      <Seo
        title={QUICK_ORDER_TEXT.title}
        description={'Commandez en quelques secondes\u00a0: collez vos références et quantités, importez un fichier CSV ou Excel.'}
        noindex
      />
      <AccountLayout title={QUICK_ORDER_TEXT.title}>
        <Content />
      </AccountLayout>
    </>
  )
}
