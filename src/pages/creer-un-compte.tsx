import { AccountRequestPage } from '@/features/account-requests/AccountRequestPage'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { withLayout } from '@/server/layout/layout'

export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function CreateAccountRoute() {
  return (
    <>
      <Seo
        title="Créer un compte"
        description={'Ouvrez votre compte professionnel\u00a0: prix négociés, stock en temps réel et suivi de vos commandes.'}
        noindex
      />
      <AccountRequestPage />
    </>
  )
}
