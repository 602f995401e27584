import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { hashSharedSecret, punchoutKey } from '@/server/punchout/secret'
import { isHostPattern } from '@/server/punchout/hosts'
import { editorsOnly } from '../access'
import { guardBuyerDelete } from '../hooks/deleteGuards'

/**
 * The shared secret is typed in the admin (virtual field, never stored, never read back) and kept as an HMAC digest
 * keyed by PUNCHOUT_SECRET (src/server/punchout/secret.ts): the database alone never gives it away.
 */
const hashSecret: CollectionBeforeChangeHook = ({ data, req, operation }) => {
  const typed = typeof data.shared_secret === 'string' ? data.shared_secret.trim() : ''
  if (typed) data.secret_hash = hashSharedSecret(typed, punchoutKey(req.payload.secret))
  else if (operation === 'create' && !data.secret_hash) throw new Error('Le secret partagé est obligatoire.')
  delete data.shared_secret
  return data
}

/**
 * Procurement buyers (Coupa…) allowed to punch out into the shop over cXML: who they are (the From/Sender
 * credential of their requests), their shared secret, where their users' carts may be posted back, and the shop
 * account their users shop as. Editors only.
 */
export const PunchoutBuyers: CollectionConfig = {
  slug: 'punchout-buyers',
  labels: { singular: 'Acheteur punch-out', plural: 'Acheteurs punch-out' },
  admin: {
    group: 'Comptes',
    useAsTitle: 'name',
    defaultColumns: ['name', 'credential_domain', 'credential_identity', 'client', 'active'],
    description: 'Plateformes d’achat (Coupa) reliées à la boutique en punch-out cXML.',
  },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { beforeChange: [hashSecret], beforeDelete: [guardBuyerDelete] },
  fields: [
    { name: 'name', type: 'text', label: 'Nom', required: true },
    {
      name: 'platform',
      type: 'text',
      label: 'Plateforme d’achat',
      maxLength: 40,
      admin: { description: 'Nom affiché à l’acheteur (« Retour vers … ») : Coupa, SAP Ariba, SAP SRM… Vide : Coupa en cXML, SAP en OCI.' },
    },
    { name: 'active', type: 'checkbox', label: 'Actif', defaultValue: true },
    {
      type: 'row',
      fields: [
        {
          name: 'credential_domain',
          type: 'text',
          label: 'Domaine de l’identifiant (From/Sender)',
          required: true,
          defaultValue: 'NetworkId',
        },
        { name: 'credential_identity', type: 'text', label: 'Identifiant (Identity)', required: true, index: true },
      ],
    },
    {
      name: 'shared_secret',
      type: 'text',
      label: 'Secret partagé',
      virtual: true,
      admin: { description: 'Saisir pour définir ou changer le secret ; il n’est jamais réaffiché (seule son empreinte est gardée).' },
    },
    { name: 'secret_hash', type: 'text', hidden: true },
    {
      name: 'allowed_hosts',
      type: 'textarea',
      label: 'Hôtes autorisés pour le retour du panier',
      required: true,
      admin: { description: 'Un motif par ligne, par exemple *.coupahost.com ou achats.exemple.fr (https uniquement).' },
      validate: (value: unknown) => {
        const lines = String(value ?? '')
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
        if (lines.length === 0) return 'Indiquez au moins un hôte.'
        const bad = lines.find((l) => !isHostPattern(l))
        return bad ? `Motif d’hôte invalide : ${bad}` : true
      },
    },
    { name: 'societe', type: 'relationship', relationTo: 'societes', label: 'Société' },
    {
      name: 'client',
      type: 'relationship',
      relationTo: 'clients',
      label: 'Compte client utilisé par ses acheteurs',
      required: true,
      filterOptions: { coupa: { equals: true } },
    },
    {
      name: 'unspsc',
      type: 'text',
      label: 'Classification UNSPSC par défaut',
      defaultValue: '31000000',
      admin: { description: 'Code envoyé dans Classification domain="UNSPSC" pour chaque ligne du panier.' },
    },
  ],
}
