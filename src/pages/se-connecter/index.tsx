import { Seo } from '@/features/ui/Seo'
import { LoginPage } from '@/features/session/LoginPage'
import { REVALIDATE } from '@/lib/routes'
import { withLayout } from '@/server/layout/layout'

export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function LoginRoute() {
  return (
    <>
      <Seo
        title="Se connecter"
        description={'Espace client\u00a0: connectez-vous pour voir vos prix, votre stock et vos commandes.'}
        noindex
      />
      <LoginPage />
    </>
  )
}
