import dynamic from 'next/dynamic'

import { AccountLayout } from '@/features/account/AccountLayout'
import { DOCUMENTS_TEXT } from '@/features/account/documentMessages'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { withLayout } from '@/server/layout/layout'

// A static shell: the buyer's documents load in the browser, once logged in.
const Content = dynamic(() => import('@/features/account/DocumentsContent'), { ssr: false })

export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function DocumentsRoute() {
  return (
    <>
      <Seo
        title={DOCUMENTS_TEXT.title}
        description="Vos factures et bons de livraison en PDF, à retrouver par date, numéro ou référence de commande."
        noindex
      />
      <AccountLayout title={DOCUMENTS_TEXT.title}>
        <Content />
      </AccountLayout>
    </>
  )
}
