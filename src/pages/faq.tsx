import type { GetStaticProps } from 'next'

import { FaqPage } from '@/features/content/FaqPage'
import type { FaqItem } from '@/lib/content/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getFaqItems } from '@/server/content/editorial'
import { withLayout } from '@/server/layout/layout'

type Props = { items: FaqItem[] }

const getPageProps: GetStaticProps<Props> = async () => ({
  props: { items: await getFaqItems() },
  revalidate: REVALIDATE.content,
})

export const getStaticProps = withLayout(getPageProps)

export default function FaqRoute({ items }: Props) {
  return (
    <>
      <Seo
        title="Questions fréquentes"
        description={'Commandes, livraison, paiement, produits\u00a0: les réponses aux questions de nos clients professionnels.'}
      />
      <FaqPage items={items} />
    </>
  )
}
