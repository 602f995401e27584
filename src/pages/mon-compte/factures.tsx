import dynamic from 'next/dynamic'

import { AccountLayout } from '@/features/account/AccountLayout'
import { Seo } from '@/features/ui/Seo'
import { INVOICES_TEXT } from '@/lib/invoices/types'
import { REVALIDATE } from '@/lib/routes'
import { withLayout } from '@/server/layout/layout'

// A static shell: the company's invoices load in the browser, once logged in.
const Content = dynamic(() => import('@/features/account/InvoicesContent'), { ssr: false })

export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function InvoicesRoute() {
  return (
    <>
      <Seo
        title={INVOICES_TEXT.title}
        description="Les factures de votre société, leur échéance, ce qu’il reste à payer et votre relevé de compte."
        noindex
      />
      <AccountLayout title={INVOICES_TEXT.title}>
        <Content />
      </AccountLayout>
    </>
  )
}
