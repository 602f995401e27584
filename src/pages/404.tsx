import { NotFoundContent } from '@/features/layout/NotFoundContent'
import { Seo } from '@/features/layout/Seo'

export default function NotFoundPage() {
  return (
    <>
      <Seo title="Page introuvable" />
      <NotFoundContent />
    </>
  )
}
