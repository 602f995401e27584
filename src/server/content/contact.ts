import type { ContactData } from '@/lib/content/types'
import { cms } from '@/server/cms/payload'

/** Offices, main phone and e-mail from the `site-settings` global. */
export async function getContactData(): Promise<ContactData> {
  const payload = await cms()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
  return {
    offices: (settings.offices ?? []).map((o) => ({ nom: o.nom, adresse: o.adresse, telephone: o.telephone })),
    telephone: settings.telephone_principal ?? '',
    email: settings.email_contact ?? '',
  }
}
