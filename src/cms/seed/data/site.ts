import type { SiteSetting, Societe } from '@/payload-types'

export const SITE_SETTINGS = {
  offices: [
    {
      nom: 'Lyon (Corbas) – siège',
      adresse: '12 rue des Frères Lumière\n69960 Corbas\nFrance',
      telephone: '+33 4 72 50 12 34',
    },
    {
      nom: 'Lille (Lesquin)',
      adresse: '5 rue de la Haute Borne\n59810 Lesquin\nFrance',
      telephone: '+33 3 20 87 45 60',
    },
    {
      nom: 'Liège (Herstal)',
      adresse: 'Parc industriel des Hauts-Sarts, Première Avenue 32\n4040 Herstal\nBelgique',
      telephone: '+32 4 240 56 78',
    },
  ],
  telephone_principal: '+33 4 72 50 12 34',
  email_contact: 'contact@example.com',
  social_links: [
    { reseau: 'linkedin', url: 'https://www.linkedin.com/company/example' },
    { reseau: 'facebook', url: 'https://www.facebook.com/example' },
    { reseau: 'youtube', url: 'https://www.youtube.com/@example' },
  ],
  blog_url: 'https://blog.example.com',
  low_stock_threshold: 3,
  delivery_free_threshold_ht: 300,
  delivery_flat_fee_ht: 15,
} satisfies Omit<SiteSetting, 'id' | 'offices' | 'social_links'> & {
  offices: { nom: string; adresse: string; telephone: string }[]
  social_links: { reseau: 'linkedin' | 'facebook' | 'x' | 'youtube'; url: string }[]
}

export const ACCUEIL_TEXT = {
  titre: 'Votre intégrateur de solutions pour l’industrie',
  sous_titre:
    'Pièces de maintenance, outils coupants, soudage, outillage et EPI\u00a0: 45\u202f000 références en stock à Lyon, Lille et Liège, et des techniciens qui interviennent sur vos sites.',
}

export const NEWSLETTER_TEXT = {
  titre: 'Recevez nos nouveautés et offres professionnelles',
  privacy: [
    'En vous inscrivant, vous acceptez de recevoir notre lettre d’information professionnelle (une à deux fois par mois). ',
    'Vous pouvez vous désinscrire à tout moment grâce au lien présent dans chaque envoi.',
  ],
}

export type SocieteSeed = Omit<Societe, 'id' | 'createdAt' | 'updatedAt'> & { key: string }

export const SOCIETES: readonly SocieteSeed[] = [
  {
    key: 'ura',
    raison_sociale: 'Usinage Rhône-Alpes SAS',
    numero_client: 'C010245',
    siret: '48231567800029',
    tva: 'FR83482315678',
    adresse: { rue: '48 avenue Jean Jaurès', code_postal: '69007', ville: 'Lyon', pays: 'FR' },
    telephone: '+33 4 78 61 23 45',
  },
  {
    key: 'mosans',
    raison_sociale: 'Ateliers Mosans SPRL',
    numero_client: 'C020318',
    siret: null,
    tva: 'BE0456789133',
    adresse: { rue: 'Rue de l’Industrie 17', code_postal: '4020', ville: 'Liège', pays: 'BE' },
    telephone: '+32 4 341 22 10',
    // its accounting system reads UBL (Peppol); its electronic address is its enterprise number (from the BE VAT number)
    format_facture: 'ubl',
  },
  {
    key: 'nord',
    raison_sociale: 'Chaudronnerie du Nord SARL',
    numero_client: 'C010877',
    siret: '51987432500011',
    tva: 'FR48519874325',
    adresse: { rue: '3 rue Pierre et Marie Curie', code_postal: '59260', ville: 'Lezennes', pays: 'FR' },
    telephone: '+33 3 20 05 44 80',
  },
]

/** Company of each demo client (by DEMO_CLIENTS key): Sophie Lambert and the préparatrice share one. */
export const CLIENT_SOCIETE: Record<string, string> = {
  type1: 'nord',
  credit: 'ura',
  preparateur: 'ura',
  coupa: 'mosans',
  desactive: 'nord',
}

/** Preparers of Usinage Rhône-Alpes: the first is the préparatrice's own buyer account. */
export const PREPARATEURS = [
  { societe: 'ura', client: 'preparateur', firstname: 'Nadia', lastname: 'Benali', email: 'preparateur@demo.fr' },
  {
    societe: 'ura',
    client: null,
    firstname: 'Thomas',
    lastname: 'Roux',
    email: 'thomas.roux@usinage-rhone-alpes.example',
  },
] as const
