import { Seo } from '@/features/ui/Seo'
import { SetPasswordPage } from '@/features/session/SetPasswordPage'
import { REVALIDATE } from '@/lib/routes'
import { withLayout } from '@/server/layout/layout'

export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function SetPasswordRoute() {
  return (
    <>
      <Seo title="Choisissez votre mot de passe" description="Choisissez le mot de passe de votre compte client." noindex />
      <SetPasswordPage />
    </>
  )
}
