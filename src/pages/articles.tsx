import type { GetStaticProps } from 'next'

import { ClientCasesPage } from '@/features/content/ClientCasesPage'
import type { ClientCaseView } from '@/lib/content/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getClientCases } from '@/server/content/editorial'
import { withLayout } from '@/server/layout/layout'

type Props = { cases: ClientCaseView[] }

const getPageProps: GetStaticProps<Props> = async () => ({
  props: { cases: await getClientCases() },
  revalidate: REVALIDATE.content,
})

/** spec §2: /articles is shown as client cases ('Cas clients'). */
export const getStaticProps = withLayout(getPageProps)

export default function ClientCasesRoute({ cases }: Props) {
  return (
    <>
      <Seo
        title="Cas clients"
        description={
          'Cas clients\u00a0: comment des industriels ont amélioré leur maintenance, leur production et leur sécurité avec nous.'
        }
      />
      <ClientCasesPage cases={cases} />
    </>
  )
}
