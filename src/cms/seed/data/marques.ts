export type MarqueSeed = {
  slug: string
  titre: string
  /** Reference prefix of its products: SKF-6204-2RS, FAC-440.13… */
  prefix: string
  hue: number
  description: string
  /** Brands with a page of their own (has_single_page) get rich content. */
  page?: { accroche: string; points: string[]; gammes: string[] }
}

export const MARQUES: readonly MarqueSeed[] = [
  {
    slug: 'skf',
    titre: 'SKF',
    prefix: 'SKF',
    hue: 212,
    description:
      'Fabricant suédois de roulements, joints et solutions de lubrification, référence mondiale des équipements tournants.',
    page: {
      accroche: 'Partenaire historique pour les roulements et la fiabilité des machines tournantes.',
      points: [
        'Roulements rigides à billes Explorer',
        'Paliers à semelle SNL et SY',
        'Graisseurs automatiques SYSTEM 24',
        'Outils de montage et de démontage',
      ],
      gammes: ['roulements', 'paliers', 'lubrification'],
    },
  },
  {
    slug: 'fag',
    titre: 'FAG',
    prefix: 'FAG',
    hue: 140,
    description: 'Marque de roulements du groupe Schaeffler, reconnue pour ses roulements de précision et à rouleaux.',
  },
  {
    slug: 'nsk',
    titre: 'NSK',
    prefix: 'NSK',
    hue: 350,
    description: 'Fabricant japonais de roulements et de composants de mouvement linéaire.',
  },
  {
    slug: 'timken',
    titre: 'Timken',
    prefix: 'TIM',
    hue: 28,
    description:
      'Spécialiste américain des roulements à rouleaux coniques et des produits de transmission de puissance.',
    page: {
      accroche: 'La référence du roulement à rouleaux coniques, de la machine agricole au laminoir.',
      points: [
        'Roulements coniques en pouces et métriques',
        'Chaînes à rouleaux de précision',
        'Expertise en analyse de défaillance',
      ],
      gammes: ['roulements à rouleaux coniques', 'chaînes'],
    },
  },
  {
    slug: 'facom',
    titre: 'Facom',
    prefix: 'FAC',
    hue: 0,
    description: 'Outillage à main français pour les professionnels de la maintenance et de l’industrie.',
    page: {
      accroche: 'L’outillage à main des professionnels depuis 1918, garanti à vie.',
      points: [
        'Clés mixtes 440 et 440.JE',
        'Cliquets et douilles 1/2"',
        'Clés dynamométriques avec certificat',
        'Servantes d’atelier',
      ],
      gammes: ['clés', 'douilles', 'tournevis'],
    },
  },
  {
    slug: 'stanley',
    titre: 'Stanley',
    prefix: 'STA',
    hue: 48,
    description: 'Outillage à main et de mesure pour le bâtiment et l’industrie.',
  },
  {
    slug: 'bahco',
    titre: 'Bahco',
    prefix: 'BAH',
    hue: 205,
    description: 'Outils à main suédois ergonomiques\u00a0: clés, pinces, scies et limes.',
  },
  {
    slug: 'wurth',
    titre: 'Würth',
    prefix: 'WUR',
    hue: 355,
    description: 'Fournisseur de produits de fixation, de chimie technique et d’outillage pour les professionnels.',
    page: {
      accroche: 'Fixations, chimie technique et outillage pour l’entretien industriel.',
      points: ['Freinfilets et colles techniques', 'Embouts de vissage et porte-embouts', 'Sprays de maintenance'],
      gammes: ['chimie', 'embouts'],
    },
  },
  {
    slug: 'sandvik-coromant',
    titre: 'Sandvik Coromant',
    prefix: 'SAN',
    hue: 215,
    description: 'Outils coupants et solutions d’usinage pour le tournage, le fraisage et le perçage.',
    page: {
      accroche: 'Outils coupants haute performance et accompagnement à l’optimisation de l’usinage.',
      points: ['Plaquettes de tournage T-Max P et CoroTurn', 'Fraises carbure CoroMill Plura', 'Forets CoroDrill 860'],
      gammes: ['plaquettes', 'fraises', 'forets carbure'],
    },
  },
  {
    slug: 'dormer-pramet',
    titre: 'Dormer Pramet',
    prefix: 'DOR',
    hue: 10,
    description: 'Forets, tarauds et plaquettes pour l’usinage général.',
  },
  {
    slug: 'lincoln-electric',
    titre: 'Lincoln Electric',
    prefix: 'LIN',
    hue: 0,
    description: 'Postes à souder, consommables et équipements de soudage automatisé.',
    page: {
      accroche: 'Le soudage à l’arc de l’atelier à la ligne robotisée.',
      points: ['Postes MIG/MAG Powertec et Speedtec', 'Fils pleins SupraMIG', 'Électrodes basiques Conarc'],
      gammes: ['postes MIG/MAG', 'fils', 'électrodes'],
    },
  },
  {
    slug: 'esab',
    titre: 'ESAB',
    prefix: 'ESA',
    hue: 45,
    description: 'Équipements et consommables de soudage et de coupage.',
  },
  {
    slug: 'kemppi',
    titre: 'Kemppi',
    prefix: 'KEM',
    hue: 195,
    description: 'Postes à souder finlandais pour le soudage industriel exigeant.',
  },
  {
    slug: '3m',
    titre: '3M',
    prefix: '3M',
    hue: 2,
    description: 'Abrasifs, adhésifs et équipements de protection individuelle.',
    page: {
      accroche: 'Protection respiratoire, auditive et abrasifs de précision.',
      points: ['Demi-masques série 6000', 'Bouchons E-A-R', 'Disques Cubitron II'],
      gammes: ['EPI', 'abrasifs'],
    },
  },
  {
    slug: 'makita',
    titre: 'Makita',
    prefix: 'MAK',
    hue: 180,
    description: 'Outillage électroportatif sur batterie LXT 18 V.',
  },
  {
    slug: 'milwaukee',
    titre: 'Milwaukee',
    prefix: 'MIL',
    hue: 356,
    description: 'Outillage électroportatif M12 et M18 pour les professionnels.',
    page: {
      accroche: 'Des outils sans fil pensés pour la maintenance et les chantiers industriels.',
      points: ['Plateforme M18 FUEL', 'Meuleuses à frein', 'Batteries HIGH OUTPUT'],
      gammes: ['perceuses', 'meuleuses'],
    },
  },
  {
    slug: 'bosch-professional',
    titre: 'Bosch Professional',
    prefix: 'BOS',
    hue: 200,
    description: 'Outillage électroportatif et accessoires professionnels.',
  },
  {
    slug: 'gates',
    titre: 'Gates',
    prefix: 'GAT',
    hue: 0,
    description: 'Courroies de transmission et flexibles hydrauliques.',
    page: {
      accroche: 'Courroies trapézoïdales et synchrones pour des entraînements fiables.',
      points: ['Courroies Quad-Power 4', 'Courroies PowerGrip GT3', 'Outils de tension et d’alignement'],
      gammes: ['courroies'],
    },
  },
  {
    slug: 'loctite',
    titre: 'Loctite',
    prefix: 'LOC',
    hue: 150,
    description: 'Freinfilets, colles et produits d’étanchéité de Henkel.',
  },
  {
    slug: 'mitutoyo',
    titre: 'Mitutoyo',
    prefix: 'MIT',
    hue: 225,
    description: 'Instruments de métrologie dimensionnelle de précision.',
  },
  {
    slug: 'knipex',
    titre: 'Knipex',
    prefix: 'KNI',
    hue: 5,
    description: 'Pinces allemandes de haute qualité pour l’industrie et l’électricité.',
  },
  { slug: 'wera', titre: 'Wera', prefix: 'WER', hue: 90, description: 'Tournevis, embouts et clés innovants.' },
  {
    slug: 'norton',
    titre: 'Norton',
    prefix: 'NOR',
    hue: 260,
    description: 'Abrasifs agglomérés et appliqués de Saint-Gobain.',
  },
  {
    slug: 'klingspor',
    titre: 'Klingspor',
    prefix: 'KLI',
    hue: 52,
    description: 'Abrasifs pour le travail des métaux et du bois.',
  },
  {
    slug: 'tyrolit',
    titre: 'Tyrolit',
    prefix: 'TYR',
    hue: 220,
    description: 'Disques à tronçonner et meules de précision.',
  },
  {
    slug: 'guilbert-express',
    titre: 'Guilbert Express',
    prefix: 'GUI',
    hue: 15,
    description: 'Fabricant français d’outils de chauffe, de brasage et de soudage.',
  },
  {
    slug: 'delta-plus',
    titre: 'Delta Plus',
    prefix: 'DEL',
    hue: 35,
    description: 'Équipements de protection individuelle de la tête aux pieds.',
    page: {
      accroche: 'La protection individuelle complète, conçue en France.',
      points: ['Gants anti-coupure VENICUT', 'Lunettes de sécurité', 'Casques antibruit'],
      gammes: ['gants', 'lunettes', 'protection auditive'],
    },
  },
  {
    slug: 'honeywell',
    titre: 'Honeywell',
    prefix: 'HON',
    hue: 0,
    description: 'Protection respiratoire et auditive pour l’industrie.',
  },
  {
    slug: 'fluke',
    titre: 'Fluke',
    prefix: 'FLU',
    hue: 50,
    description: 'Instruments de test et de mesure électrique.',
  },
  {
    slug: 'optibelt',
    titre: 'Optibelt',
    prefix: 'OPT',
    hue: 120,
    description: 'Courroies de transmission allemandes.',
  },
]
