import type { GlobalConfig } from 'payload'

import { anyone, editorsOnly } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

/** spec §3 Navigation: the exact trees the menus read (nos_expertises, nos_catalogues). */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  hooks: { afterChange: revalidateGlobal('navigation') },
  label: 'Navigation',
  admin: { group: 'Site' },
  access: { read: anyone, update: editorsOnly },
  fields: [
    {
      name: 'nos_expertises',
      type: 'group',
      label: 'Nos expertises',
      fields: [
        { name: 'label_level_1', type: 'text', defaultValue: 'Nos expertises' },
        {
          name: 'expertise_level_1',
          dbName: 'nav_exp_l1',
          type: 'array',
          fields: [
            { name: 'expertise', type: 'relationship', relationTo: 'expertises', required: true },
            {
              name: 'expertise_level_2',
              dbName: 'nav_exp_l2',
              type: 'array',
              fields: [
                { name: 'solution', type: 'relationship', relationTo: 'solutions', required: true },
                {
                  name: 'expertise_level_3',
                  dbName: 'nav_exp_l3',
                  type: 'array',
                  fields: [{ name: 'service', type: 'relationship', relationTo: 'services', required: true }],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'nos_catalogues',
      type: 'group',
      label: 'Nos catalogues',
      fields: [
        { name: 'label_level_1', type: 'text', defaultValue: 'Nos catalogues' },
        {
          name: 'catalogue_level_1',
          dbName: 'nav_cat_l1',
          type: 'array',
          fields: [
            { name: 'catalogue', type: 'relationship', relationTo: 'catalogues', required: true },
            {
              name: 'catalogue_level_2',
              dbName: 'nav_cat_l2',
              type: 'array',
              fields: [
                { name: 'categorie_level_1', type: 'relationship', relationTo: 'categories', required: true },
                {
                  name: 'catalogue_level_3',
                  dbName: 'nav_cat_l3',
                  type: 'array',
                  fields: [{ name: 'categorie_level_2', type: 'relationship', relationTo: 'categories', required: true }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
