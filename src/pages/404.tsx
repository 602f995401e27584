import { NotFoundContent } from '@/features/layout/NotFoundContent'
import { Seo } from '@/features/ui/Seo'
import { withLayout } from '@/server/layout/layout'

export const getStaticProps = withLayout()

export default function NotFoundPage() {
  return (
    <>
      <Seo title="Page introuvable" />
      <NotFoundContent />
    </>
  )
}
