import type { GlobalConfig } from 'payload'

import { anyone, editorsOnly } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

/** spec §3 Global sections: newsletter {titre, privacy_terms}. */
export const Newsletter: GlobalConfig = {
  slug: 'newsletter',
  hooks: { afterChange: revalidateGlobal('newsletter') },
  label: 'Newsletter',
  admin: { group: 'Site' },
  access: { read: anyone, update: editorsOnly },
  fields: [
    { name: 'titre', type: 'text', required: true, defaultValue: 'Recevez nos nouveautés et offres professionnelles' },
    { name: 'privacy_terms', type: 'richText', label: 'Mention de confidentialité' },
  ],
}
