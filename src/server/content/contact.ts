import type { SiteSetting } from '@/payload-types'
import type { ContactData, OfficeView } from '@/lib/content/types'
import { cms } from '@/server/http/payload'

/** The one mapping from an office of the site settings (nom, adresse, telephone) to the contact page's and footer's. */
export const toOfficeView = (o: Pick<NonNullable<SiteSetting['offices']>[number], 'nom' | 'adresse' | 'telephone'>): OfficeView => ({
  name: o.nom,
  address: o.adresse,
  phone: o.telephone,
})

/** Offices, main phone and e-mail from the `site-settings` global. */
export async function getContactData(): Promise<ContactData> {
  const payload = await cms()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
  return {
    offices: (settings.offices ?? []).map(toOfficeView),
    phone: settings.telephone_principal ?? '',
    email: settings.email_contact ?? '',
  }
}
