import type { CollectionConfig } from 'payload'

import { addressKey, type DeliveryCountry } from '@/lib/account/addresses'

import { editorsOnlyCollection } from '../access'
import { countryOptions } from '../fields/country'

/**
 * A buyer's delivery addresses (/mon-compte/adresses and the checkout). Like the favourites, buyers
 * never reach this collection through the CMS API: /api/addresses reads and writes it for the session's buyer only
 * (src/server/account/addresses.ts). `cle` is the normalised address (src/lib/account/addresses.ts addressKey): the
 * unique (client, cle) index keeps one record per delivery point even when two checkouts race.
 */
export const Adresses: CollectionConfig = {
  slug: 'adresses',
  typescript: { interface: 'Adresse' },
  labels: { singular: 'Adresse de livraison', plural: 'Adresses de livraison' },
  admin: { group: 'Comptes', useAsTitle: 'destinataire', defaultColumns: ['destinataire', 'rue', 'code_postal', 'ville', 'client'] },
  access: editorsOnlyCollection,
  indexes: [{ fields: ['client', 'cle'], unique: true }],
  hooks: {
    // the key follows the address, whoever edits it (the shop's routes or an editor in the admin)
    beforeValidate: [
      ({ data, originalDoc }) => {
        if (!data) return data
        const v = { ...(originalDoc ?? {}), ...data } as Record<string, string | undefined>
        data.cle = addressKey({
          name: v.destinataire ?? '',
          street: v.rue ?? '',
          postal_code: v.code_postal ?? '',
          city: v.ville ?? '',
          country: (v.pays ?? 'FR') as DeliveryCountry,
        })
        return data
      },
    ],
  },
  fields: [
    { name: 'client', type: 'relationship', relationTo: 'clients', required: true, index: true, label: 'Client' },
    { name: 'destinataire', type: 'text', required: true, label: 'Destinataire' },
    { name: 'rue', type: 'text', required: true, label: 'Adresse' },
    {
      type: 'row',
      fields: [
        { name: 'code_postal', type: 'text', required: true, label: 'Code postal' },
        { name: 'ville', type: 'text', required: true, label: 'Ville' },
      ],
    },
    {
      name: 'pays',
      type: 'select',
      required: true,
      options: countryOptions,
      defaultValue: 'FR',
      label: 'Pays',
    },
    { name: 'par_defaut', type: 'checkbox', defaultValue: false, label: 'Adresse par défaut' },
    { name: 'derniere_utilisation', type: 'date', label: 'Dernière commande livrée ici' },
    { name: 'cle', type: 'text', required: true, label: 'Clé de dédoublonnage', admin: { readOnly: true } },
  ],
}
