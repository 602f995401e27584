import dynamic from 'next/dynamic'

import { AccountLayout } from '@/features/account/AccountLayout'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { withLayout } from '@/server/layout/layout'

// A static shell: the buyer's data loads in the browser, once logged in.
const Content = dynamic(() => import('@/features/quotes/QuotesContent'), { ssr: false })

export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function AccountRoute() {
  return (
    <>
      <Seo title="Mes devis" description={'Les devis de votre société\u00a0: demandés, envoyés, acceptés, expirés ou refusés.'} noindex />
      <AccountLayout title="Mes devis">
        <Content />
      </AccountLayout>
    </>
  )
}
