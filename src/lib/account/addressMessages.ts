import { ADDRESS_MESSAGES, COUNTRY_LABELS, type AddressField } from '@/lib/account/addresses'

/** French text of /mon-compte/adresses and of the checkout's address choice. */
export const ADDRESS_TEXT = {
  title: 'Mes adresses',
  intro:
    'Vos adresses de livraison. La commande part de votre adresse par défaut, sinon de celle de votre société\u00a0; les adresses saisies à la commande s’ajoutent ici.',
  company: 'Adresse de la société',
  companyHelp: 'Issue de votre fiche client. Pour la modifier, contactez-nous.',
  companyNone: 'Aucune adresse de livraison n’est enregistrée pour votre société.',
  saved: 'Mes adresses de livraison',
  empty: 'Vous n’avez pas encore d’adresse enregistrée. Ajoutez-en une ci-dessous ou saisissez-la lors de votre prochaine commande.',
  count: (n: number, max: number) => `${n} ${n <= 1 ? 'adresse' : 'adresses'} sur ${max} possibles`,
  isDefault: 'Par défaut',
  lastUsed: (date: string) => `Dernière livraison le ${date}`,
  edit: 'Modifier',
  setDefault: 'Définir par défaut',
  delete: 'Supprimer',
  deleteConfirm: (name: string) => `Supprimer l’adresse «\u00a0${name}\u00a0»\u00a0? Cette action est définitive.`,
  confirmDelete: 'Oui, supprimer',
  cancel: 'Annuler',
  addTitle: 'Ajouter une adresse',
  editTitle: 'Modifier l’adresse',
  makeDefault: 'Utiliser comme adresse par défaut',
  save: 'Enregistrer',
  added: 'L’adresse a été ajoutée.',
  alreadySaved: 'Cette adresse était déjà enregistrée.',
  updated: 'L’adresse a été modifiée.',
  deleted: 'L’adresse a été supprimée.',
  defaultSet: 'Votre adresse par défaut a été modifiée.',
  limit: ADDRESS_MESSAGES.limit,
  country: 'Pays',
  countries: COUNTRY_LABELS,
  /** Checkout: the list of addresses to start from. */
  pick: 'Livrer à',
  pickCompany: (line: string) => `Société\u00a0: ${line}`,
  pickDefault: ' (par défaut)',
  pickNew: 'Nouvelle adresse',
  manage: 'Gérer mes adresses',
} as const

/** The address fields, labelled as at checkout. */
export const ADDRESS_FIELDS: { name: Exclude<AddressField, 'country'>; label: string; autoComplete: string; maxLength: number }[] = [
  { name: 'name', label: 'Destinataire (société ou nom)', autoComplete: 'organization', maxLength: 120 },
  { name: 'street', label: 'Adresse', autoComplete: 'street-address', maxLength: 200 },
  { name: 'postal_code', label: 'Code postal', autoComplete: 'postal-code', maxLength: 12 },
  { name: 'city', label: 'Ville', autoComplete: 'address-level2', maxLength: 100 },
]
