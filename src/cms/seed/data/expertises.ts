import type { ImageKind } from '../svg'

export type ServiceSeed = { slug: string; title: string; description: string; images: ImageKind[]; points: string[] }
type SolutionSeed = { slug: string; title: string; description: string; services: string[] }
export type ExpertiseSeed = {
  slug: 'maintenance-industrielle' | 'travail-du-metal' | 'equipement-professionnel'
  title: string
  description: string
  images: ImageKind[]
  paragraphes: string[]
  solutions: SolutionSeed[]
}

export const SERVICES: readonly ServiceSeed[] = [
  {
    slug: 'analyse-vibratoire',
    title: 'Analyse vibratoire',
    description:
      'Mesures périodiques et diagnostic des défauts de roulements, de balourd et d’alignement sur vos machines tournantes.',
    images: ['bearing', 'meter'],
    points: [
      'Tournées de mesure mensuelles ou trimestrielles',
      'Rapport de criticité machine par machine',
      'Recommandations d’intervention chiffrées',
    ],
  },
  {
    slug: 'alignement-laser',
    title: 'Alignement laser d’arbres',
    description: 'Alignement des lignes d’arbres moteur-pompe et moteur-réducteur au laser, avec rapport avant/après.',
    images: ['gear', 'caliper'],
    points: [
      'Alignement d’accouplements et de poulies',
      'Contrôle du pied boiteux',
      'Rapport signé remis au responsable maintenance',
    ],
  },
  {
    slug: 'audit-lubrification',
    title: 'Audit de lubrification',
    description:
      'Inventaire des points de graissage, choix des lubrifiants et plan de lubrification adapté à votre parc.',
    images: ['can', 'bearing'],
    points: [
      'Cartographie des points de graissage',
      'Rationalisation des références de graisses',
      'Installation de graisseurs automatiques',
    ],
  },
  {
    slug: 'magasin-avance',
    title: 'Magasin avancé et gestion de stock',
    description: 'Nous gérons votre stock de pièces de rechange sur site, réapprovisionné automatiquement.',
    images: ['bearing', 'wrench'],
    points: [
      'Stock dédié dans vos locaux',
      'Réapprovisionnement par scan ou distributeur',
      'Tableau de bord des consommations',
    ],
  },
  {
    slug: 'distributeurs-automatiques',
    title: 'Distributeurs automatiques d’outillage',
    description: 'Des armoires et distributeurs connectés pour mettre consommables et EPI à disposition 24 h/24.',
    images: ['glove', 'drill'],
    points: ['Accès par badge', 'Traçabilité par opérateur et par centre de coût', 'Réassort automatique'],
  },
  {
    slug: 'reaffutage',
    title: 'Réaffûtage d’outils coupants',
    description: 'Réaffûtage et revêtement de vos forets et fraises carbure, enlèvement et retour sous 10 jours.',
    images: ['drill', 'insert'],
    points: ['Collecte dans nos agences', 'Reprise de la géométrie d’origine', 'Revêtement TiAlN en option'],
  },
  {
    slug: 'optimisation-usinage',
    title: 'Optimisation des conditions de coupe',
    description:
      'Nos techniciens outils coupants testent et valident avec vous les outils et paramètres les plus productifs.',
    images: ['insert', 'gear'],
    points: ['Essais sur machine chez vous', 'Calcul du coût par pièce', 'Rapport de gains de productivité'],
  },
  {
    slug: 'formation-soudage',
    title: 'Formation au soudage',
    description: 'Formations pratiques MIG/MAG et TIG, préparation aux qualifications de soudeurs.',
    images: ['welder', 'rods'],
    points: [
      'Sessions en intra-entreprise',
      'Préparation aux qualifications ISO 9606',
      'Formateurs soudeurs certifiés',
    ],
  },
  {
    slug: 'maintenance-postes-a-souder',
    title: 'Maintenance des postes à souder',
    description: 'Entretien, réparation et validation des générateurs de soudage selon EN 60974-14.',
    images: ['welder', 'spool'],
    points: [
      'Validation annuelle des paramètres',
      'Réparation toutes marques',
      'Prêt de matériel pendant l’intervention',
    ],
  },
  {
    slug: 'etalonnage',
    title: 'Étalonnage des instruments de mesure',
    description: 'Étalonnage raccordé de vos pieds à coulisse, micromètres, clés dynamométriques et multimètres.',
    images: ['caliper', 'meter'],
    points: ['Certificats raccordés COFRAC', 'Suivi des échéances', 'Enlèvement et retour groupés'],
  },
  {
    slug: 'audit-epi',
    title: 'Audit EPI et essayages',
    description: 'Analyse des risques au poste, sélection des EPI et essayages avec vos opérateurs.',
    images: ['glove', 'glasses', 'mask'],
    points: ['Essais d’ajustement des masques', 'Tests de gants anti-coupure au poste', 'Dotations par métier'],
  },
  {
    slug: 'amenagement-atelier',
    title: 'Aménagement d’atelier',
    description: 'Établis, servantes, rangements et postes de travail ergonomiques conçus avec vos équipes.',
    images: ['wrench', 'powertool'],
    points: ['Relevé et plan d’implantation', 'Mobilier modulaire', 'Démarche 5S'],
  },
  {
    slug: 'reparation-electroportatif',
    title: 'Réparation d’outillage électroportatif',
    description:
      'Diagnostic et réparation de vos machines électroportatives, toutes marques, avec devis avant intervention.',
    images: ['powertool', 'disc'],
    points: ['Devis sous 48 h', 'Pièces d’origine', 'Contrôle de sécurité électrique après réparation'],
  },
]

export const EXPERTISES: readonly ExpertiseSeed[] = [
  {
    slug: 'maintenance-industrielle',
    title: 'Maintenance industrielle',
    description:
      'Fiabiliser vos équipements tournants et réduire les arrêts non planifiés\u00a0: pièces, diagnostic et services de maintenance.',
    images: ['bearing', 'belt', 'gear'],
    paragraphes: [
      'Un arrêt de production coûte souvent plus cher que la pièce défaillante. Nos équipes accompagnent les services maintenance dans la fiabilisation de leurs machines tournantes, de la sélection des roulements à la mise en place d’une maintenance conditionnelle.',
      'Nous combinons un stock de pièces de rechange disponible en 24 h à Lyon, Lille et Liège et des techniciens spécialisés en vibration, alignement et lubrification.',
    ],
    solutions: [
      {
        slug: 'maintenance-preventive-machines-tournantes',
        title: 'Maintenance préventive des machines tournantes',
        description: 'Surveillance et interventions planifiées sur moteurs, pompes, ventilateurs et réducteurs.',
        services: ['analyse-vibratoire', 'alignement-laser', 'audit-lubrification'],
      },
      {
        slug: 'pieces-de-rechange-mro',
        title: 'Pièces de rechange et achats MRO',
        description: 'Un interlocuteur unique pour les roulements, transmissions et consommables de maintenance.',
        services: ['magasin-avance', 'distributeurs-automatiques'],
      },
      {
        slug: 'lubrification-et-fiabilite',
        title: 'Lubrification et fiabilité',
        description: 'Le bon lubrifiant, au bon endroit, en bonne quantité et au bon moment.',
        services: ['audit-lubrification', 'analyse-vibratoire', 'magasin-avance'],
      },
      {
        slug: 'transmission-de-puissance-solution',
        title: 'Transmission de puissance',
        description: 'Courroies, chaînes et accouplements dimensionnés et montés dans les règles de l’art.',
        services: ['alignement-laser', 'magasin-avance'],
      },
    ],
  },
  {
    slug: 'travail-du-metal',
    title: 'Travail du métal',
    description:
      'Usinage, soudage et finition\u00a0: les outils coupants, abrasifs et équipements de soudage, avec l’expertise de nos techniciens.',
    images: ['insert', 'welder', 'disc'],
    paragraphes: [
      'Du perçage au tournage, du soudage à la finition, nous aidons les ateliers de mécanique et de chaudronnerie à produire plus, mieux et en sécurité.',
      'Nos techniciens outils coupants et soudage interviennent sur vos machines pour valider les solutions les plus rentables.',
    ],
    solutions: [
      {
        slug: 'usinage-et-outils-coupants',
        title: 'Usinage et outils coupants',
        description: 'Forets, fraises et plaquettes sélectionnés pour votre matière et votre machine.',
        services: ['optimisation-usinage', 'reaffutage', 'distributeurs-automatiques'],
      },
      {
        slug: 'soudage-et-assemblage',
        title: 'Soudage et assemblage',
        description: 'Postes, consommables et formation pour des soudures conformes.',
        services: ['formation-soudage', 'maintenance-postes-a-souder'],
      },
      {
        slug: 'abrasifs-et-finition',
        title: 'Abrasifs et finition',
        description: 'Coupe, ébarbage et finition\u00a0: le bon abrasif pour chaque opération.',
        services: ['optimisation-usinage', 'audit-epi'],
      },
    ],
  },
  {
    slug: 'equipement-professionnel',
    title: 'Équipement professionnel',
    description: 'Outillage, mesure, EPI et aménagement\u00a0: tout l’équipement des techniciens et des ateliers.',
    images: ['wrench', 'caliper', 'glove'],
    paragraphes: [
      'Un technicien bien équipé travaille plus vite et plus sûrement. Nous sélectionnons l’outillage à main, électroportatif et de mesure des grandes marques et nous l’entretenons pour vous.',
      'Nos spécialistes EPI réalisent les essayages au poste pour choisir des protections réellement portées.',
    ],
    solutions: [
      {
        slug: 'outillage-et-mesure',
        title: 'Outillage et métrologie',
        description: 'Outillage à main, instruments de mesure et leur étalonnage.',
        services: ['etalonnage', 'amenagement-atelier', 'reparation-electroportatif'],
      },
      {
        slug: 'securite-et-epi',
        title: 'Sécurité et EPI',
        description: 'Protection des mains, des yeux, des oreilles et des voies respiratoires.',
        services: ['audit-epi', 'distributeurs-automatiques'],
      },
      {
        slug: 'amenagement-et-electroportatif',
        title: 'Aménagement d’atelier et électroportatif',
        description: 'Postes de travail, rangement et machines électroportatives entretenues.',
        services: ['amenagement-atelier', 'reparation-electroportatif', 'etalonnage', 'magasin-avance'],
      },
    ],
  },
]
