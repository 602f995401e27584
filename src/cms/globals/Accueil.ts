import type { GlobalConfig } from 'payload'

import { anyone, editorsOnly } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

/** Home page content. */
export const Accueil: GlobalConfig = {
  slug: 'accueil',
  hooks: { afterChange: revalidateGlobal('accueil') },
  label: 'Accueil',
  admin: { group: 'Site' },
  access: { read: anyone, update: editorsOnly },
  fields: [
    { name: 'titre', type: 'text', required: true },
    { name: 'sous_titre', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'expertises', type: 'relationship', relationTo: 'expertises', hasMany: true, label: 'Expertises mises en avant' },
    { name: 'catalogues', type: 'relationship', relationTo: 'catalogues', hasMany: true, label: 'Catalogues mis en avant' },
    { name: 'produits', type: 'relationship', relationTo: 'produits', hasMany: true, label: 'Produits mis en avant', maxRows: 12 },
    { name: 'marques', type: 'relationship', relationTo: 'marques', hasMany: true, label: 'Partenaires mis en avant' },
  ],
}
