import type { ImageKind } from '../svg'

export type CaseStudySeed = {
  slug: string
  title: string
  sous_titre: string
  expertise: string
  marque: string
  images: ImageKind[]
  contexte: string
  solution: string
  resultats: string[]
}
export const CASE_STUDIES: readonly CaseStudySeed[] = [
  {
    slug: 'fiabilisation-pompes-papeterie',
    title: 'Fiabilisation des pompes d’une papeterie',
    sous_titre: '−40 % d’arrêts non planifiés en un an',
    expertise: 'maintenance-industrielle',
    marque: 'skf',
    images: ['bearing', 'meter'],
    contexte:
      'Une papeterie des Vosges subissait en moyenne deux casses de roulements par mois sur ses pompes de pâte.',
    solution:
      'Analyse vibratoire mensuelle, remplacement par des roulements SKF Explorer et installation de graisseurs automatiques SYSTEM 24.',
    resultats: [
      'Arrêts non planifiés réduits de 40 %',
      'Consommation de graisse divisée par deux',
      'Retour sur investissement en 7 mois',
    ],
  },
  {
    slug: 'courroies-convoyeurs-agroalimentaire',
    title: 'Transmission des convoyeurs d’un site agroalimentaire',
    sous_titre: 'Standardisation de 120 entraînements',
    expertise: 'maintenance-industrielle',
    marque: 'gates',
    images: ['belt', 'gear'],
    contexte:
      'Un industriel laitier utilisait 47 références de courroies différentes sur ses lignes de conditionnement.',
    solution: 'Audit des entraînements, passage aux courroies Gates Quad-Power 4 et alignement laser des poulies.',
    resultats: [
      'Références de courroies ramenées de 47 à 12',
      'Durée de vie des courroies doublée',
      'Stock de sécurité réduit de 35 %',
    ],
  },
  {
    slug: 'productivite-tournage-sous-traitant',
    title: 'Productivité du tournage chez un sous-traitant aéronautique',
    sous_titre: '+28 % de pièces par poste',
    expertise: 'travail-du-metal',
    marque: 'sandvik-coromant',
    images: ['insert', 'gear'],
    contexte: 'Un sous-traitant de la vallée de l’Arve cherchait à réduire le temps de cycle de pièces en inox 316L.',
    solution:
      'Essais de plaquettes Sandvik Coromant en nuance 2220 et optimisation des conditions de coupe sur trois tours.',
    resultats: [
      'Temps de cycle réduit de 22 %',
      'Durée de vie d’arête multipliée par 1,8',
      'Économie annuelle de 46\u202f000\u00a0€',
    ],
  },
  {
    slug: 'qualification-soudeurs-chaudronnerie',
    title: 'Qualification des soudeurs d’une chaudronnerie',
    sous_titre: '12 soudeurs qualifiés ISO 9606 en trois mois',
    expertise: 'travail-du-metal',
    marque: 'lincoln-electric',
    images: ['welder', 'rods'],
    contexte:
      'Une chaudronnerie liégeoise devait qualifier ses soudeurs pour un nouveau marché d’appareils à pression.',
    solution:
      'Renouvellement du parc de postes Lincoln Electric, formation pratique et préparation aux épreuves de qualification.',
    resultats: [
      '100 % de réussite aux qualifications',
      'Taux de reprise des soudures divisé par trois',
      'Parc de postes harmonisé',
    ],
  },
  {
    slug: 'epi-anti-coupure-emboutissage',
    title: 'Gants anti-coupure dans un atelier d’emboutissage',
    sous_titre: 'Zéro coupure avec arrêt en 18 mois',
    expertise: 'equipement-professionnel',
    marque: 'delta-plus',
    images: ['glove', 'glasses'],
    contexte:
      'Un équipementier automobile du Nord enregistrait plusieurs coupures aux mains par an lors de la manutention de tôles.',
    solution:
      'Essais au poste de six modèles de gants, choix d’un gant anti-coupure niveau F et mise en distributeurs automatiques.',
    resultats: [
      'Aucune coupure avec arrêt depuis 18 mois',
      'Consommation de gants maîtrisée par opérateur',
      'Adhésion des opérateurs au port des EPI',
    ],
  },
  {
    slug: 'outillage-electroportatif-maintenance',
    title: 'Un parc électroportatif unifié pour la maintenance',
    sous_titre: 'Une seule plateforme de batteries pour 80 techniciens',
    expertise: 'equipement-professionnel',
    marque: 'milwaukee',
    images: ['powertool', 'drill'],
    contexte: 'Le service maintenance d’un site chimique rhodanien gérait cinq marques de batteries incompatibles.',
    solution: 'Migration vers la plateforme Milwaukee M18, reprise de l’ancien parc et contrat de réparation.',
    resultats: [
      'Une seule plateforme de batteries',
      'Nombre de chargeurs divisé par quatre',
      'Délai de réparation ramené à 5 jours',
    ],
  },
]

export type ArticleSeed = {
  slug: string
  titre: string
  date: string
  client: string
  extrait: string
  images: ImageKind[]
  paragraphes: string[]
}
export const ARTICLES: readonly ArticleSeed[] = [
  {
    slug: 'metallerie-lyonnaise-magasin-avance',
    titre: 'Une métallerie lyonnaise adopte le magasin avancé',
    date: '2026-01-20T09:00:00.000Z',
    client: 'Métallerie Saône SAS',
    extrait:
      'Depuis l’installation d’un magasin avancé, les techniciens ne perdent plus de temps à chercher leurs consommables.',
    images: ['wrench', 'disc'],
    paragraphes: [
      'Installée à Vénissieux, la Métallerie Saône emploie 65 personnes.',
      'Un stock de 400 références est désormais géré sur site par nos équipes, avec réapprovisionnement hebdomadaire.',
    ],
  },
  {
    slug: 'fonderie-ardennaise-lubrification',
    titre: 'Plan de lubrification dans une fonderie ardennaise',
    date: '2026-03-04T09:00:00.000Z',
    client: 'Fonderie de la Meuse',
    extrait:
      'Un audit de lubrification a permis de réduire de moitié les références de graisses et de fiabiliser les ponts roulants.',
    images: ['can', 'bearing'],
    paragraphes: [
      'La fonderie comptait 23 graisses différentes pour 600 points de graissage.',
      'Après audit, six graisses couvrent tous les besoins et 40 graisseurs automatiques ont été installés.',
    ],
  },
  {
    slug: 'atelier-usinage-liege-reaffutage',
    titre: 'Réaffûtage\u00a0: un atelier liégeois réduit son budget outils',
    date: '2026-04-15T09:00:00.000Z',
    client: 'Ateliers Mosans SPRL',
    extrait: 'Le réaffûtage systématique des forets carbure a réduit le budget outils coupants de 18 %.',
    images: ['drill', 'insert'],
    paragraphes: [
      'Les forets carbure usés sont collectés chaque semaine par notre agence de Liège.',
      'Ils reviennent réaffûtés et revêtus en dix jours, avec les mêmes performances qu’un outil neuf.',
    ],
  },
  {
    slug: 'chaudronnerie-nord-soudage',
    titre: 'Une chaudronnerie du Nord modernise son parc de soudage',
    date: '2026-06-02T09:00:00.000Z',
    client: 'Chaudronnerie du Nord SARL',
    extrait: 'Quinze postes MIG/MAG pulsés remplacent un parc vieillissant, avec une formation de tous les soudeurs.',
    images: ['welder', 'spool'],
    paragraphes: [
      'Le parc de postes avait plus de quinze ans et consommait beaucoup d’énergie.',
      'Les nouveaux postes pulsés réduisent les projections et les temps de meulage après soudage.',
    ],
  },
  {
    slug: 'usine-agroalimentaire-epi',
    titre: 'EPI\u00a0: une usine agroalimentaire mise sur les distributeurs',
    date: '2026-09-10T09:00:00.000Z',
    client: 'Laiterie des Monts',
    extrait:
      'Des distributeurs automatiques d’EPI ouverts 24 h/24 ont réduit les ruptures et les consommations excessives.',
    images: ['glove', 'mask'],
    paragraphes: [
      'Les équipes de nuit manquaient régulièrement de gants et de bouchons d’oreilles.',
      'Trois distributeurs connectés délivrent désormais les EPI par badge, avec suivi par service.',
    ],
  },
  {
    slug: 'usinage-rhone-alpes-coupa',
    titre: 'Usinage Rhône-Alpes commande via Coupa',
    date: '2026-10-21T09:00:00.000Z',
    client: 'Usinage Rhône-Alpes SAS',
    extrait:
      'Le catalogue en punch-out dans Coupa simplifie les achats de consommables et le rapprochement des factures.',
    images: ['insert', 'caliper'],
    paragraphes: [
      'Les acheteurs accèdent à notre catalogue depuis leur outil d’achats, avec leurs prix négociés.',
      'Les commandes sont validées dans Coupa puis transmises automatiquement à notre ERP.',
    ],
  },
]

export type EventSeed = {
  slug: string
  titre: string
  date_debut: string
  date_fin?: string
  lieu: string
  description: string
  lien?: string
  images: ImageKind[]
}
export const EVENTS: readonly EventSeed[] = [
  {
    slug: 'global-industrie-2026',
    titre: 'Global Industrie 2026',
    date_debut: '2026-03-10T08:00:00.000Z',
    date_fin: '2026-03-13T17:00:00.000Z',
    lieu: 'Eurexpo, Lyon',
    description:
      'Retrouvez-nous sur le salon de l’industrie\u00a0: démonstrations d’analyse vibratoire et d’outils coupants.',
    lien: 'https://www.global-industrie.com',
    images: ['gear', 'insert'],
  },
  {
    slug: 'journee-technique-soudage-liege-2026',
    titre: 'Journée technique soudage à Liège',
    date_debut: '2026-06-18T08:30:00.000Z',
    lieu: 'Agence de Liège (Herstal)',
    description: 'Démonstrations de soudage pulsé et TIG AC/DC avec nos partenaires Lincoln Electric et Kemppi.',
    images: ['welder', 'rods'],
  },
  {
    slug: 'petit-dejeuner-fiabilite-lille-2026',
    titre: 'Petit-déjeuner fiabilité à Lille',
    date_debut: '2026-10-08T07:30:00.000Z',
    lieu: 'Agence de Lille (Lesquin)',
    description: 'Lubrification et surveillance vibratoire\u00a0: retours d’expérience de responsables maintenance.',
    images: ['bearing', 'can'],
  },
  {
    slug: 'salon-maintenance-2027',
    titre: 'Salon des solutions de maintenance 2027',
    date_debut: '2027-03-23T08:00:00.000Z',
    date_fin: '2027-03-25T17:00:00.000Z',
    lieu: 'Paris Nord Villepinte',
    description: 'Nos spécialistes fiabilité et MRO vous accueillent sur notre stand.',
    lien: 'https://salon.example.com/inscription',
    images: ['bearing', 'belt'],
  },
  {
    slug: 'journee-portes-ouvertes-corbas-2027',
    titre: 'Journée portes ouvertes à Corbas',
    date_debut: '2027-05-27T08:00:00.000Z',
    lieu: 'Agence de Lyon (Corbas)',
    description: 'Visite de notre plateforme logistique, ateliers de démonstration EPI, mesure et électroportatif.',
    images: ['powertool', 'glove'],
  },
]

export type BrochureSeed = { slug: string; titre: string; description: string; images: ImageKind[]; lignes: string[] }
export const BROCHURES: readonly BrochureSeed[] = [
  {
    slug: 'catalogue-roulements-2026',
    titre: 'Catalogue roulements et transmission 2026',
    description: 'Roulements, paliers, courroies et chaînes\u00a0: la sélection de nos spécialistes.',
    images: ['bearing', 'belt'],
    lignes: [
      'Roulements rigides à billes, coniques et paliers.',
      'Courroies trapézoïdales et synchrones.',
      'Chaînes à rouleaux ISO.',
    ],
  },
  {
    slug: 'guide-lubrification',
    titre: 'Guide pratique de la lubrification',
    description: 'Choisir une graisse, calculer un intervalle de relubrification, éviter les erreurs courantes.',
    images: ['can', 'bearing'],
    lignes: ['Les grades NLGI.', 'Calcul de la quantité de graisse.', 'Graisseurs automatiques\u00a0: mode d’emploi.'],
  },
  {
    slug: 'catalogue-outils-coupants',
    titre: 'Catalogue outils coupants',
    description: 'Perçage, fraisage et tournage\u00a0: gammes et conditions de coupe.',
    images: ['drill', 'insert'],
    lignes: ['Forets HSS et carbure.', 'Fraises carbure monobloc.', 'Plaquettes de tournage ISO.'],
  },
  {
    slug: 'guide-soudage',
    titre: 'Guide du soudage MIG/MAG et TIG',
    description: 'Procédés, gaz de protection et choix des consommables.',
    images: ['welder', 'spool'],
    lignes: [
      'Les procédés de soudage à l’arc.',
      'Choisir un gaz de protection.',
      'Fils et électrodes\u00a0: classifications.',
    ],
  },
  {
    slug: 'catalogue-epi',
    titre: 'Catalogue EPI et sécurité',
    description: 'Gants, lunettes, masques et protection auditive conformes aux normes EN.',
    images: ['glove', 'glasses'],
    lignes: ['Gants anti-coupure EN 388.', 'Protection respiratoire EN 149.', 'Protection auditive EN 352.'],
  },
  {
    slug: 'services-maintenance',
    titre: 'Nos services de maintenance',
    description: 'Analyse vibratoire, alignement, lubrification, étalonnage et magasin avancé.',
    images: ['meter', 'caliper'],
    lignes: ['Analyse vibratoire et alignement laser.', 'Audit de lubrification.', 'Étalonnage et magasin avancé.'],
  },
]

export type JobSeed = {
  slug: string
  titre: string
  lieu: string
  type_contrat: 'CDI' | 'CDD' | 'Alternance' | 'Stage' | 'Intérim'
  missions: string[]
  profil: string[]
}
export const JOBS: readonly JobSeed[] = [
  {
    slug: 'technicien-analyse-vibratoire-lyon',
    titre: 'Technicien en analyse vibratoire (H/F)',
    lieu: 'Corbas (69)',
    type_contrat: 'CDI',
    missions: [
      'Réaliser les tournées de mesure chez nos clients',
      'Diagnostiquer les défauts et rédiger les rapports',
      'Conseiller les responsables maintenance',
    ],
    profil: ['BTS ou DUT en maintenance industrielle', 'Certification ISO 18436 niveau 1 appréciée', 'Permis B'],
  },
  {
    slug: 'technico-commercial-outils-coupants-liege',
    titre: 'Technico-commercial outils coupants (H/F)',
    lieu: 'Herstal (Liège)',
    type_contrat: 'CDI',
    missions: [
      'Développer un portefeuille d’ateliers d’usinage',
      'Réaliser des essais d’outils sur machine',
      'Proposer des optimisations de conditions de coupe',
    ],
    profil: [
      'Expérience en usinage ou en outils coupants',
      'Goût du terrain et de la relation client',
      'Français courant, néerlandais apprécié',
    ],
  },
  {
    slug: 'preparateur-de-commandes-lille',
    titre: 'Préparateur de commandes (H/F)',
    lieu: 'Lesquin (59)',
    type_contrat: 'Intérim',
    missions: ['Préparer et contrôler les commandes', 'Réceptionner les marchandises', 'Participer aux inventaires'],
    profil: ['CACES 1, 3 et 5 souhaités', 'Rigueur et sens du travail en équipe'],
  },
  {
    slug: 'alternance-acheteur-industriel',
    titre: 'Acheteur industriel en alternance (H/F)',
    lieu: 'Corbas (69)',
    type_contrat: 'Alternance',
    missions: [
      'Suivre les commandes fournisseurs',
      'Analyser les consommations et les stocks',
      'Participer aux négociations annuelles',
    ],
    profil: ['Bac+3 à Bac+5 achats ou supply chain', 'Aisance avec les tableurs'],
  },
]

export type FaqSeed = { question: string; reponse: string[]; categorie: string }
export const FAQ: readonly FaqSeed[] = [
  {
    categorie: 'Commandes',
    question: 'Comment ouvrir un compte professionnel\u00a0?',
    reponse: [
      'Remplissez le formulaire de création de compte avec votre numéro SIRET ou de TVA intracommunautaire.',
      'Un conseiller valide votre compte sous 24 heures ouvrées et vous communique vos conditions tarifaires.',
    ],
  },
  {
    categorie: 'Commandes',
    question: 'Puis-je commander sans compte\u00a0?',
    reponse: [
      'La boutique est réservée aux professionnels\u00a0: la création d’un compte est nécessaire pour passer commande et afficher vos prix nets.',
    ],
  },
  {
    categorie: 'Commandes',
    question: 'Pourquoi certains articles se commandent-ils par multiples\u00a0?',
    reponse: [
      'Certains articles sont conditionnés en boîtes (plaquettes, disques, gants) ou vendus au mètre, au litre ou au kilo. Le pas de quantité est indiqué sur la fiche produit.',
    ],
  },
  {
    categorie: 'Livraison',
    question: 'Quels sont les délais de livraison\u00a0?',
    reponse: [
      'Les articles en stock à Lyon, Lille ou Liège sont expédiés le jour même pour toute commande passée avant 16 h et livrés en 24 à 48 h en France et en Belgique.',
    ],
  },
  {
    categorie: 'Livraison',
    question: 'Que signifie «\u00a0Délai à confirmer\u00a0»\u00a0?',
    reponse: [
      'L’article est commandé spécialement auprès du fabricant. Un conseiller vous confirme le délai par e-mail dans les 24 heures.',
    ],
  },
  {
    categorie: 'Livraison',
    question: 'Puis-je retirer ma commande en agence\u00a0?',
    reponse: [
      'Oui, le retrait est gratuit dans nos agences de Corbas, Lesquin et Herstal, dès réception de l’e-mail de mise à disposition.',
    ],
  },
  {
    categorie: 'Paiement',
    question: 'Quels moyens de paiement acceptez-vous\u00a0?',
    reponse: [
      'Carte bancaire, virement et, pour les comptes ouverts, paiement à 30 jours fin de mois sur facture dans la limite de votre plafond de crédit.',
    ],
  },
  {
    categorie: 'Paiement',
    question: 'Mon entreprise utilise Coupa\u00a0: comment commander\u00a0?',
    reponse: [
      'Notre catalogue est disponible en punch-out. Votre service achats nous contacte pour activer la connexion\u00a0; vous commandez ensuite depuis Coupa avec vos prix négociés.',
    ],
  },
  {
    categorie: 'Produits',
    question: 'Les fiches techniques sont-elles disponibles\u00a0?',
    reponse: [
      'Oui, la fiche technique au format PDF est téléchargeable sur la page du produit lorsqu’elle est fournie par le fabricant.',
    ],
  },
  {
    categorie: 'Retours',
    question: 'Comment retourner un article\u00a0?',
    reponse: [
      'Vous disposez de 30 jours pour retourner un article standard non utilisé dans son emballage d’origine. Les articles coupés à la longueur ou fabriqués sur demande ne sont ni repris ni échangés.',
    ],
  },
]
