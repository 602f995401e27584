import type { ImageKind } from '../svg'

export type CatalogueSeed = { slug: string; titre: string; description: string; images: ImageKind[] }

/** Level-1 categories list their level-2 children; a level-1 category without children holds products itself. */
export type CategoryTree = {
  slug: string
  titre: string
  description: string
  images: ImageKind[]
  children?: { slug: string; titre: string; description: string; images: ImageKind[] }[]
}

export type CategorySeed = {
  slug: string
  titre: string
  description: string
  catalogue: string
  parent: string | null
  level: 1 | 2
  ordre: number
  images: ImageKind[]
}

export const CATALOGUES: readonly (CatalogueSeed & { categories: CategoryTree[] })[] = [
  {
    slug: 'roulements-et-transmission',
    titre: 'Roulements et transmission',
    description:
      'Roulements, paliers, courroies, chaînes et lubrifiants pour les équipements tournants\u00a0: les références des grands fabricants, disponibles en stock à Lyon, Lille et Liège.',
    images: ['bearing', 'belt', 'chain'],
    categories: [
      {
        slug: 'roulements',
        titre: 'Roulements',
        description:
          'Roulements à billes, à rouleaux et paliers montés pour moteurs, pompes, convoyeurs et réducteurs.',
        images: ['bearing', 'gear'],
        children: [
          {
            slug: 'roulements-a-billes',
            titre: 'Roulements à billes',
            description: 'Roulements rigides à une rangée de billes, ouverts, avec flasques ou joints.',
            images: ['bearing'],
          },
          {
            slug: 'roulements-a-rouleaux-coniques',
            titre: 'Roulements à rouleaux coniques',
            description: 'Pour les charges combinées radiales et axiales\u00a0: moyeux, réducteurs, broches.',
            images: ['bearing'],
          },
          {
            slug: 'paliers',
            titre: 'Paliers et supports',
            description: 'Paliers à semelle et à bride en fonte, avec roulement Y prêt à monter.',
            images: ['bearing', 'gear'],
          },
        ],
      },
      {
        slug: 'transmission-de-puissance',
        titre: 'Transmission de puissance',
        description: 'Courroies trapézoïdales et synchrones, chaînes à rouleaux et accessoires de transmission.',
        images: ['belt', 'chain', 'gear'],
        children: [
          {
            slug: 'courroies-trapezoidales',
            titre: 'Courroies trapézoïdales',
            description: 'Courroies classiques et étroites (SPZ, SPA, SPB, XPZ) pour entraînements industriels.',
            images: ['belt'],
          },
          {
            slug: 'courroies-synchrones',
            titre: 'Courroies synchrones',
            description: 'Courroies crantées HTD et T, en boucle ou au mètre, pour une transmission sans glissement.',
            images: ['belt', 'gear'],
          },
          {
            slug: 'chaines-a-rouleaux',
            titre: 'Chaînes à rouleaux',
            description: 'Chaînes normalisées ISO simples et doubles, maillons et attaches rapides.',
            images: ['chain'],
          },
        ],
      },
      {
        slug: 'lubrification',
        titre: 'Lubrification',
        description:
          'Graisses, graisseurs automatiques et pompes\u00a0: la lubrification qui prolonge la vie des roulements.',
        images: ['can', 'bearing'],
      },
    ],
  },
  {
    slug: 'outillage-a-main',
    titre: 'Outillage à main',
    description:
      'Clés, douilles, pinces, tournevis et embouts des marques professionnelles, garantis pour un usage intensif en atelier.',
    images: ['wrench', 'pliers', 'screwdriver'],
    categories: [
      {
        slug: 'cles-et-douilles',
        titre: 'Clés et douilles',
        description: 'Clés mixtes, douilles, cliquets et clés dynamométriques pour le serrage maîtrisé.',
        images: ['wrench'],
        children: [
          {
            slug: 'cles-mixtes',
            titre: 'Clés mixtes',
            description: 'Clés mixtes à fourche et à œil, unitaires et en jeux.',
            images: ['wrench'],
          },
          {
            slug: 'douilles-et-cliquets',
            titre: 'Douilles et cliquets',
            description: 'Douilles 6 pans et 12 pans, cliquets réversibles en 1/4", 3/8" et 1/2".',
            images: ['wrench', 'gear'],
          },
          {
            slug: 'cles-dynamometriques',
            titre: 'Clés dynamométriques',
            description: 'Clés à déclenchement et électroniques, livrées avec certificat d’étalonnage.',
            images: ['wrench', 'caliper'],
          },
        ],
      },
      {
        slug: 'pinces',
        titre: 'Pinces',
        description: 'Pinces multiprises, coupantes et à dénuder pour la maintenance mécanique et électrique.',
        images: ['pliers'],
        children: [
          {
            slug: 'pinces-multiprises',
            titre: 'Pinces multiprises',
            description: 'Pinces multiprises à crémaillère et pinces-clés à mâchoires parallèles.',
            images: ['pliers'],
          },
          {
            slug: 'pinces-coupantes',
            titre: 'Pinces coupantes',
            description: 'Pinces coupantes diagonales et coupe-boulons pour fils durs et câbles.',
            images: ['pliers'],
          },
        ],
      },
      {
        slug: 'tournevis-et-embouts',
        titre: 'Tournevis et embouts',
        description: 'Tournevis d’atelier et d’électricien, embouts de vissage et porte-embouts.',
        images: ['screwdriver', 'drill'],
      },
    ],
  },
  {
    slug: 'usinage-et-coupe',
    titre: 'Usinage et coupe',
    description:
      'Outils coupants pour le perçage, le fraisage et le tournage, et abrasifs pour la coupe et la finition des métaux.',
    images: ['drill', 'insert', 'disc'],
    categories: [
      {
        slug: 'percage',
        titre: 'Perçage',
        description: 'Forets en acier rapide et en carbure pour tous les matériaux.',
        images: ['drill'],
        children: [
          {
            slug: 'forets-hss',
            titre: 'Forets HSS',
            description: 'Forets hélicoïdaux en acier rapide, séries courte, extra-courte et longue.',
            images: ['drill'],
          },
          {
            slug: 'forets-carbure',
            titre: 'Forets carbure',
            description: 'Forets carbure monobloc revêtus avec ou sans lubrification centrale.',
            images: ['drill'],
          },
        ],
      },
      {
        slug: 'fraisage-et-tournage',
        titre: 'Fraisage et tournage',
        description: 'Fraises carbure et plaquettes amovibles pour les centres d’usinage et les tours.',
        images: ['insert', 'gear'],
        children: [
          {
            slug: 'fraises-carbure',
            titre: 'Fraises carbure',
            description: 'Fraises deux, trois et quatre dents, hémisphériques et toriques.',
            images: ['drill', 'gear'],
          },
          {
            slug: 'plaquettes-de-tournage',
            titre: 'Plaquettes de tournage',
            description: 'Plaquettes ISO en carbure revêtu pour aciers, inox et fontes.',
            images: ['insert'],
          },
        ],
      },
      {
        slug: 'abrasifs',
        titre: 'Abrasifs',
        description: 'Disques à tronçonner, à ébarber et à lamelles pour meuleuses d’angle.',
        images: ['disc'],
        children: [
          {
            slug: 'disques-a-tronconner',
            titre: 'Disques à tronçonner',
            description: 'Disques minces pour la coupe rapide de l’acier et de l’inox.',
            images: ['disc'],
          },
          {
            slug: 'disques-a-lamelles',
            titre: 'Disques à lamelles',
            description: 'Disques à lamelles zircone et céramique pour l’ébavurage et la finition.',
            images: ['disc'],
          },
        ],
      },
    ],
  },
  {
    slug: 'soudage',
    titre: 'Soudage',
    description:
      'Postes à souder MIG/MAG, TIG et à l’électrode, et les consommables associés pour l’atelier et le chantier.',
    images: ['welder', 'spool', 'rods'],
    categories: [
      {
        slug: 'postes-a-souder',
        titre: 'Postes à souder',
        description: 'Générateurs inverter pour le soudage semi-automatique, TIG et MMA.',
        images: ['welder'],
        children: [
          {
            slug: 'postes-mig-mag',
            titre: 'Postes MIG/MAG',
            description: 'Postes semi-automatiques monophasés et triphasés, synergiques ou pulsés.',
            images: ['welder', 'spool'],
          },
          {
            slug: 'postes-tig',
            titre: 'Postes TIG',
            description: 'Postes TIG DC et AC/DC pour l’acier, l’inox et l’aluminium.',
            images: ['welder'],
          },
        ],
      },
      {
        slug: 'consommables-de-soudage',
        titre: 'Consommables de soudage',
        description: 'Fils, électrodes et baguettes certifiés pour des soudures conformes.',
        images: ['spool', 'rods'],
        children: [
          {
            slug: 'fils-de-soudage',
            titre: 'Fils de soudage',
            description: 'Fils pleins et fourrés en bobines de 5 à 18 kg.',
            images: ['spool'],
          },
          {
            slug: 'electrodes-enrobees',
            titre: 'Électrodes enrobées',
            description: 'Électrodes rutiles, basiques et inox en paquets étanches.',
            images: ['rods'],
          },
        ],
      },
    ],
  },
  {
    slug: 'equipement-d-atelier',
    titre: 'Équipement d’atelier',
    description:
      'Instruments de mesure, outillage électroportatif et produits chimiques techniques pour équiper l’atelier de maintenance.',
    images: ['caliper', 'powertool', 'meter'],
    categories: [
      {
        slug: 'mesure-et-controle',
        titre: 'Mesure et contrôle',
        description: 'Métrologie dimensionnelle et instruments de contrôle électrique.',
        images: ['caliper', 'meter'],
        children: [
          {
            slug: 'instruments-de-mesure',
            titre: 'Instruments de mesure',
            description: 'Pieds à coulisse, micromètres et comparateurs numériques.',
            images: ['caliper'],
          },
          {
            slug: 'multimetres-et-testeurs',
            titre: 'Multimètres et testeurs',
            description: 'Multimètres, pinces ampèremétriques et thermomètres infrarouges.',
            images: ['meter'],
          },
        ],
      },
      {
        slug: 'outillage-electroportatif',
        titre: 'Outillage électroportatif',
        description: 'Perceuses, visseuses et meuleuses sur batterie ou filaires.',
        images: ['powertool', 'disc'],
        children: [
          {
            slug: 'perceuses-visseuses',
            titre: 'Perceuses-visseuses',
            description: 'Perceuses-visseuses et visseuses à chocs 12 V et 18 V.',
            images: ['powertool', 'drill'],
          },
          {
            slug: 'meuleuses-d-angle',
            titre: 'Meuleuses d’angle',
            description: 'Meuleuses 125 et 230 mm, avec frein et protection anti-redémarrage.',
            images: ['powertool', 'disc'],
          },
        ],
      },
      {
        slug: 'colles-et-produits-chimiques',
        titre: 'Colles et produits chimiques',
        description: 'Freinfilets, adhésifs structuraux, dégraissants et huiles de coupe.',
        images: ['can'],
      },
    ],
  },
  {
    slug: 'epi-et-securite',
    titre: 'EPI et sécurité',
    description:
      'Équipements de protection individuelle conformes aux normes EN\u00a0: mains, voies respiratoires, yeux et oreilles.',
    images: ['glove', 'glasses', 'earmuff'],
    categories: [
      {
        slug: 'protection-individuelle',
        titre: 'Protection individuelle',
        description: 'Gants, masques, lunettes et protections auditives pour les métiers de l’industrie.',
        images: ['glove', 'glasses', 'mask'],
        children: [
          {
            slug: 'gants-de-protection',
            titre: 'Gants de protection',
            description: 'Gants anti-coupure, de manutention et de soudage (EN 388, EN 12477).',
            images: ['glove'],
          },
          {
            slug: 'protection-respiratoire',
            titre: 'Protection respiratoire',
            description: 'Masques jetables FFP2/FFP3 et demi-masques à cartouches.',
            images: ['mask'],
          },
          {
            slug: 'lunettes-de-securite',
            titre: 'Lunettes de sécurité',
            description: 'Lunettes et surlunettes à oculaires incolores, teintés ou de soudage.',
            images: ['glasses'],
          },
        ],
      },
      {
        slug: 'protection-auditive',
        titre: 'Protection auditive',
        description: 'Bouchons d’oreilles et casques antibruit pour les ateliers bruyants.',
        images: ['earmuff'],
      },
    ],
  },
]

/** All categories, parents before children, with their catalogue (level 2 also carries its catalogue). */
export function flattenCategories(): CategorySeed[] {
  const out: CategorySeed[] = []
  for (const cat of CATALOGUES) {
    cat.categories.forEach((l1, i) => {
      out.push({
        slug: l1.slug,
        titre: l1.titre,
        description: l1.description,
        catalogue: cat.slug,
        parent: null,
        level: 1,
        ordre: i + 1,
        images: l1.images,
      })
      l1.children?.forEach((l2, j) =>
        out.push({
          slug: l2.slug,
          titre: l2.titre,
          description: l2.description,
          catalogue: cat.slug,
          parent: l1.slug,
          level: 2,
          ordre: j + 1,
          images: l2.images,
        }),
      )
    })
  }
  return out
}

/** Categories that hold products: level-2 categories and level-1 categories without children. */
export function leafCategorySlugs(): string[] {
  return CATALOGUES.flatMap((c) =>
    c.categories.flatMap((l1) => (l1.children?.length ? l1.children.map((l2) => l2.slug) : [l1.slug])),
  )
}
