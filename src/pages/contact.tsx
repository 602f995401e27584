import type { GetStaticProps } from 'next'

import { ContactPage } from '@/features/content/ContactPage'
import type { ContactData } from '@/lib/content/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getContactData } from '@/server/content/contact'
import { withLayout } from '@/server/layout/layout'

type Props = { contact: ContactData }

const getPageProps: GetStaticProps<Props> = async () => ({
  props: { contact: await getContactData() },
  revalidate: REVALIDATE.content,
})

export const getStaticProps = withLayout(getPageProps)

export default function ContactRoute({ contact }: Props) {
  return (
    <>
      <Seo title="Contact" description={'Contactez nos agences de Lyon, Lille et Liège\u00a0: téléphone, e-mail et adresses.'} />
      <ContactPage contact={contact} />
    </>
  )
}
