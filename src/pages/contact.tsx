import type { GetStaticProps } from 'next'

import { ContactPage } from '@/features/content/ContactPage'
import type { ContactData } from '@/features/content/types'
import { Seo } from '@/features/layout/Seo'
import { REVALIDATE } from '@/lib/seo'
import { getContactData } from '@/server/content/contact'

type Props = { contact: ContactData }

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: { contact: await getContactData() },
  revalidate: REVALIDATE.content,
})

export default function ContactRoute({ contact }: Props) {
  return (
    <>
      <Seo title="Contact" description="Contactez nos agences de Lyon, Lille et Liège : téléphone, e-mail et adresses." />
      <ContactPage contact={contact} />
    </>
  )
}
