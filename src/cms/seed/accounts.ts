/**
 * Demo accounts created by the seed, printed by `npm run dev` and listed in the README.
 * Demo data only: never used when a real database is configured with its own accounts.
 */
export const DEMO_EDITOR = { email: 'editeur@demo.fr', password: 'Editeur-demo-2026', name: 'Élise Rédaction' } as const

export type DemoClient = {
  key: 'type1' | 'credit' | 'coupa' | 'desactive' | 'preparateur' | 'approbateur' | 'plafond'
  email: string
  password: string
  firstname: string
  lastname: string
  dimasys_type: number
  dimasys_credit_limit?: number
  /** Outstanding credit mirrored from the ERP (shown against the limit for types other than 1). */
  dimasys_credit_used?: number
  coupa?: boolean
  compte_desactive?: boolean
  role: string
}

export const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    key: 'type1',
    email: 'acheteur@demo.fr',
    password: 'Acheteur-demo-2026',
    firstname: 'Julien',
    lastname: 'Marchand',
    dimasys_type: 1,
    role: 'acheteur, compte de type 1',
  },
  {
    key: 'credit',
    email: 'credit@demo.fr',
    password: 'Credit-demo-2026',
    firstname: 'Sophie',
    lastname: 'Lambert',
    dimasys_type: 2,
    dimasys_credit_limit: 15000,
    dimasys_credit_used: 4250.5,
    role: 'acheteur de type 2, crédit 4 250,50 € / 15 000 €',
  },
  {
    key: 'coupa',
    email: 'coupa@demo.fr',
    password: 'Coupa-demo-2026',
    firstname: 'Marc',
    lastname: 'Dubois',
    dimasys_type: 2,
    dimasys_credit_limit: 50000,
    coupa: true,
    role: 'acheteur relié à Coupa (punch-out)',
  },
  {
    key: 'desactive',
    email: 'desactive@demo.fr',
    password: 'Desactive-demo-2026',
    firstname: 'Paul',
    lastname: 'Girard',
    dimasys_type: 1,
    compte_desactive: true,
    role: 'compte désactivé',
  },
  {
    key: 'preparateur',
    email: 'preparateur@demo.fr',
    password: 'Preparateur-demo-2026',
    firstname: 'Nadia',
    lastname: 'Benali',
    dimasys_type: 2,
    dimasys_credit_limit: 15000,
    role: 'préparatrice de la société de Sophie Lambert',
  },
  // Mécanique de Précision Bourgogne: an order over the buyer's limit waits for the approver (src/cms/seed/approvals.ts)
  {
    key: 'approbateur',
    email: 'approbateur@demo.fr',
    password: 'Approbateur-demo-2026',
    firstname: 'Claire',
    lastname: 'Fontaine',
    dimasys_type: 1,
    role: 'approbatrice de Mécanique de Précision Bourgogne (commandes au-delà des plafonds)',
  },
  {
    key: 'plafond',
    email: 'plafond@demo.fr',
    password: 'Plafond-demo-2026',
    firstname: 'Lucas',
    lastname: 'Bernard',
    dimasys_type: 1,
    role: 'acheteur de la même société, plafond 300 € H.T par commande et 1 500 € H.T par mois, centres de coût',
  },
] as const

export const demoClient = (key: DemoClient['key']): DemoClient => {
  const found = DEMO_CLIENTS.find((c) => c.key === key)
  if (!found) throw new Error(`unknown demo client ${key}`)
  return found
}
