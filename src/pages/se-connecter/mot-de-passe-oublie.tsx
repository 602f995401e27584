import { Seo } from '@/features/ui/Seo'
import { ForgotPasswordPage } from '@/features/session/ForgotPasswordPage'
import { REVALIDATE } from '@/lib/routes'
import { withLayout } from '@/server/layout/layout'

export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function ForgotPasswordRoute() {
  return (
    <>
      <Seo title="Mot de passe oublié" description="Recevez un lien pour choisir un nouveau mot de passe de votre compte client." noindex />
      <ForgotPasswordPage />
    </>
  )
}
