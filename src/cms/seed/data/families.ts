/**
 * Product families of the demo catalogue: one per category holding products. Each family draws a believable
 * product (model, French title, characteristics, list price) for one of its brands from the seeded PRNG.
 */
import type { Rng } from '../rng'
import type { ImageKind } from '../svg'
import type { MarqueSeed } from './marques'

type Carac = readonly [label: string, type: string, valeur: string]
export type Sale = { cart_increment: number; quantity_min_to_buy: number; sale_unit: 'EA' | 'PK' | 'M' | 'L' | 'KG' | typeof BOX_OF_10 }

/** A sale unit written in words (the e2e tests find the box-of-10 products by it). */
export const BOX_OF_10 = 'boîte de 10'

export type Variant = {
  /** Model code; the reference is `${brand.prefix}-${model}`. */
  model: string
  titre: string
  caracs: Carac[]
  /** List price excluding VAT, euros. */
  priceHT: number
  sale?: Sale
  /** A sentence about this very product for the description. */
  phrase?: string
}

export type Family = {
  key: string
  /** Slug of the category (level 2, or level 1 without children). */
  category: string
  image: ImageKind
  weight: number
  brands: readonly string[]
  intro: readonly string[]
  usage: readonly string[]
  make: (rng: Rng, brand: MarqueSeed) => Variant
}

/** French decimal: 5.5 → '5,5'. */
const fr = (n: number, decimals?: number): string =>
  (decimals === undefined ? String(n) : n.toFixed(decimals)).replace('.', ',')

const range = (from: number, to: number, step = 1): number[] => {
  const out: number[] = []
  for (let v = from; v <= to + 1e-9; v += step) out.push(Math.round(v * 100) / 100)
  return out
}

const PACK_5: Sale = { cart_increment: 5, quantity_min_to_buy: 5, sale_unit: 'EA' }
const PACK_10: Sale = { cart_increment: 10, quantity_min_to_buy: 10, sale_unit: 'EA' }
/** Counted in pieces, sold by whole boxes of 10. */
const BOITE_10: Sale = { cart_increment: 10, quantity_min_to_buy: 10, sale_unit: BOX_OF_10 }
const PAQUET: Sale = { cart_increment: 1, quantity_min_to_buy: 1, sale_unit: 'PK' }
const METRE: Sale = { cart_increment: 0.5, quantity_min_to_buy: 0.5, sale_unit: 'M' }
const LITRE: Sale = { cart_increment: 1, quantity_min_to_buy: 1, sale_unit: 'L' }
const KILO: Sale = { cart_increment: 1, quantity_min_to_buy: 1, sale_unit: 'KG' }

// --- Bearings: real ISO dimensions (d, D, B) of deep-groove ball bearings.
const BALL_BEARINGS: Record<string, [number, number, number]> = {
  '6000': [10, 26, 8],
  '6001': [12, 28, 8],
  '6002': [15, 32, 9],
  '6003': [17, 35, 10],
  '6004': [20, 42, 12],
  '6005': [25, 47, 12],
  '6006': [30, 55, 13],
  '6007': [35, 62, 14],
  '6008': [40, 68, 15],
  '6009': [45, 75, 16],
  '6010': [50, 80, 16],
  '6200': [10, 30, 9],
  '6201': [12, 32, 10],
  '6202': [15, 35, 11],
  '6203': [17, 40, 12],
  '6204': [20, 47, 14],
  '6205': [25, 52, 15],
  '6206': [30, 62, 16],
  '6207': [35, 72, 17],
  '6208': [40, 80, 18],
  '6209': [45, 85, 19],
  '6210': [50, 90, 20],
  '6211': [55, 100, 21],
  '6212': [60, 110, 22],
  '6300': [10, 35, 11],
  '6301': [12, 37, 12],
  '6302': [15, 42, 13],
  '6303': [17, 47, 14],
  '6304': [20, 52, 15],
  '6305': [25, 62, 17],
  '6306': [30, 72, 19],
  '6307': [35, 80, 21],
  '6308': [40, 90, 23],
  '6309': [45, 100, 25],
  '6310': [50, 110, 27],
  '6800': [10, 19, 5],
  '6801': [12, 21, 5],
  '6802': [15, 24, 5],
  '6803': [17, 26, 5],
  '6804': [20, 32, 7],
  '6805': [25, 37, 7],
  '6806': [30, 42, 7],
  '6900': [10, 22, 6],
  '6901': [12, 24, 6],
  '6902': [15, 28, 7],
  '6903': [17, 30, 7],
  '6904': [20, 37, 9],
  '6905': [25, 42, 9],
}

type Seal = { code: string; protection: string; c3?: boolean }
const SEALS: Record<string, Seal[]> = {
  SKF: [
    { code: '', protection: 'Ouvert' },
    { code: '-2Z', protection: '2 flasques métalliques' },
    { code: '-2RS', protection: '2 joints caoutchouc' },
    { code: '-2RSH', protection: '2 joints frottants' },
    { code: '-2RS1', protection: '2 joints caoutchouc' },
    { code: '-2Z-C3', protection: '2 flasques métalliques', c3: true },
    { code: '-2RSH-C3', protection: '2 joints frottants', c3: true },
  ],
  FAG: [
    { code: '', protection: 'Ouvert' },
    { code: '-2Z', protection: '2 flasques métalliques' },
    { code: '-2RSR', protection: '2 joints caoutchouc' },
    { code: '-2Z-C3', protection: '2 flasques métalliques', c3: true },
    { code: '-2RSR-C3', protection: '2 joints caoutchouc', c3: true },
  ],
  NSK: [
    { code: '', protection: 'Ouvert' },
    { code: 'ZZ', protection: '2 flasques métalliques' },
    { code: 'DDU', protection: '2 joints caoutchouc' },
    { code: 'VV', protection: '2 joints non frottants' },
    { code: 'ZZCM', protection: '2 flasques métalliques', c3: true },
    { code: 'DDUC3', protection: '2 joints caoutchouc', c3: true },
  ],
  TIM: [
    { code: '', protection: 'Ouvert' },
    { code: '-2RS', protection: '2 joints caoutchouc' },
    { code: '-ZZ', protection: '2 flasques métalliques' },
    { code: '-2RS-C3', protection: '2 joints caoutchouc', c3: true },
  ],
}

const BRAND_FACTOR: Record<string, number> = { SKF: 1.18, FAG: 1.12, NSK: 1.02, TIM: 0.96 }

// Tapered roller bearings: code → d, D, T.
const TAPERED: Record<string, [number, number, number]> = {
  '30203': [17, 40, 13.25],
  '30204': [20, 47, 15.25],
  '30205': [25, 52, 16.25],
  '30206': [30, 62, 17.25],
  '30207': [35, 72, 18.25],
  '30208': [40, 80, 19.75],
  '30209': [45, 85, 20.75],
  '30210': [50, 90, 21.75],
  '30211': [55, 100, 22.75],
  '30212': [60, 110, 23.75],
  '30303': [17, 47, 15.25],
  '30304': [20, 52, 16.25],
  '30305': [25, 62, 18.25],
  '30306': [30, 72, 20.75],
  '30307': [35, 80, 22.75],
  '30308': [40, 90, 25.25],
  '30309': [45, 100, 27.25],
  '30310': [50, 110, 29.25],
  '32004': [20, 42, 15],
  '32005': [25, 47, 15],
  '32006': [30, 55, 17],
  '32007': [35, 62, 18],
  '32008': [40, 68, 19],
  '32009': [45, 75, 20],
  '32010': [50, 80, 20],
  '32205': [25, 52, 19.25],
  '32206': [30, 62, 21.25],
  '32207': [35, 72, 24.25],
  '32208': [40, 80, 24.75],
  '32209': [45, 85, 24.75],
  '32210': [50, 90, 24.75],
  '32211': [55, 100, 26.75],
  '32212': [60, 110, 29.75],
  '33205': [25, 52, 22],
  '33206': [30, 62, 25],
  '33207': [35, 72, 28],
  '33208': [40, 80, 32],
  '31305': [25, 62, 18.25],
  '31306': [30, 72, 20.75],
  '31307': [35, 80, 22.75],
  '31308': [40, 90, 25.25],
}
const TAPERED_SUFFIX: Record<string, string[]> = {
  SKF: ['-J2-Q', '-J2'],
  FAG: ['-A', '-XL'],
  NSK: ['JR', 'J'],
  TIM: ['', '-92KA1'],
}
const TIMKEN_INCH = [
  'LM11949-LM11910',
  'LM67048-LM67010',
  'LM48548-LM48510',
  'L44643-L44610',
  'L68149-L68111',
  'HM88649-HM88610',
  'LM501349-LM501310',
  'LM29749-LM29710',
  '15123-15245',
  '25580-25520',
]

const inchToMm = (n: number) => Math.round(n * 25.4 * 100) / 100

const PALIERS: Record<string, { types: [string, string, string][] }> = {
  // [model pattern with {d}, French type, housing]
  SKF: {
    types: [
      ['SY{d}-TF', 'Palier à semelle', 'Fonte grise'],
      ['FY{d}-TF', 'Palier à bride carrée', 'Fonte grise'],
      ['FYTB{d}-TF', 'Palier à bride ovale', 'Fonte grise'],
      ['SYJ{d}-TF', 'Palier à semelle renforcé', 'Fonte grise'],
      ['TU{d}-TF', 'Palier tendeur', 'Fonte grise'],
    ],
  },
  FAG: {
    types: [
      ['RASE{d}', 'Palier à semelle', 'Fonte grise'],
      ['RCJ{d}', 'Palier à bride carrée', 'Fonte grise'],
      ['RCJT{d}', 'Palier à bride ovale', 'Fonte grise'],
      ['RTUE{d}', 'Palier tendeur', 'Fonte grise'],
      ['RAKY{d}', 'Palier à semelle inox', 'Inox'],
    ],
  },
  NSK: {
    types: [
      ['UCP2{c}', 'Palier à semelle', 'Fonte grise'],
      ['UCF2{c}', 'Palier à bride carrée', 'Fonte grise'],
      ['UCFL2{c}', 'Palier à bride ovale', 'Fonte grise'],
      ['UCT2{c}', 'Palier tendeur', 'Fonte grise'],
      ['UCFC2{c}', 'Palier à bride ronde', 'Fonte grise'],
    ],
  },
  TIM: {
    types: [
      ['RAS{d}', 'Palier à semelle', 'Fonte grise'],
      ['RCJ{d}', 'Palier à bride carrée', 'Fonte grise'],
      ['RCJT{d}', 'Palier à bride ovale', 'Fonte grise'],
    ],
  },
}
const PALIER_BORES = [20, 25, 30, 35, 40, 45, 50, 55, 60]

// --- Belts
const V_PROFILES: Record<string, { width: number; height: number; name: string }> = {
  SPZ: { width: 9.7, height: 8, name: 'étroite' },
  SPA: { width: 12.7, height: 10, name: 'étroite' },
  SPB: { width: 16.3, height: 13, name: 'étroite' },
  SPC: { width: 22, height: 18, name: 'étroite' },
  XPZ: { width: 9.7, height: 8, name: 'crantée' },
  XPA: { width: 12.7, height: 10, name: 'crantée' },
  XPB: { width: 16.3, height: 13, name: 'crantée' },
  Z: { width: 10, height: 6, name: 'classique' },
  A: { width: 13, height: 8, name: 'classique' },
  B: { width: 17, height: 11, name: 'classique' },
  C: { width: 22, height: 14, name: 'classique' },
}
const V_LENGTHS = [...range(500, 1000, 12.5).map(Math.round), ...range(1025, 3550, 25)]

const SYNC_PITCHES: Record<string, { pitch: number; widths: number[] }> = {
  '3M': { pitch: 3, widths: [6, 9, 15] },
  '5M': { pitch: 5, widths: [9, 15, 25] },
  '8M': { pitch: 8, widths: [20, 30, 50, 85] },
  '14M': { pitch: 14, widths: [40, 55, 85, 115] },
  T5: { pitch: 5, widths: [10, 16, 25] },
  T10: { pitch: 10, widths: [16, 25, 32, 50] },
  AT10: { pitch: 10, widths: [25, 32, 50] },
}

// --- Hand tools
const WRENCH_SIZES = [...range(6, 32), 34, 36, 41, 46, 50]
const SOCKET_DRIVES: Record<string, { label: string; sizes: number[]; facom: string; bahco: string; wera: string }> = {
  '1/4': { label: '1/4"', sizes: range(4, 14), facom: 'R', bahco: '6700SM', wera: '8790FA' },
  '3/8': { label: '3/8"', sizes: range(6, 22), facom: 'J', bahco: '7400SM', wera: '8790HMB' },
  '1/2': { label: '1/2"', sizes: range(8, 32), facom: 'S', bahco: '7800SM', wera: '8790HMC' },
  '3/4': { label: '3/4"', sizes: range(19, 50), facom: 'M', bahco: '8900SM', wera: '8790HMD' },
}

// --- Cutting tools
const INSERT_SHAPES: Record<string, { sizes: string[]; angle: string; thickness: string[] }> = {
  CNMG: { sizes: ['09', '12', '16', '19'], angle: '80°', thickness: ['03', '04', '06'] },
  DNMG: { sizes: ['11', '15'], angle: '55°', thickness: ['04', '06'] },
  WNMG: { sizes: ['06', '08'], angle: '80° trigone', thickness: ['04'] },
  TNMG: { sizes: ['16', '22'], angle: '60°', thickness: ['04'] },
  VNMG: { sizes: ['16'], angle: '35°', thickness: ['04'] },
  SNMG: { sizes: ['12', '15', '19'], angle: '90°', thickness: ['04', '06'] },
  CCMT: { sizes: ['06', '09', '12'], angle: '80°', thickness: ['02', 'T3', '04'] },
  DCMT: { sizes: ['07', '11'], angle: '55°', thickness: ['02', 'T3'] },
  VCMT: { sizes: ['11', '16'], angle: '35°', thickness: ['03', '04'] },
  TCMT: { sizes: ['11', '16'], angle: '60°', thickness: ['02', 'T3'] },
}
const SANDVIK_BREAKERS = ['PF', 'PM', 'PR', 'MF', 'MM', 'MR', 'KM', 'KR', 'WF', 'WMX']
const SANDVIK_GRADES = ['4315', '4325', '4335', '2220', '2025', '1115', '1125', '3205', '3215']
const PRAMET_BREAKERS = ['F', 'M', 'R', 'E-FM', 'E-M', 'E-NR', 'M-M', 'SM']
const PRAMET_GRADES = ['T9315', 'T9325', 'T9335', 'T8330', 'T6310', 'T5305', 'M8345']
const ISO_MATERIAL: Record<string, string> = {
  P: 'Acier (ISO P)',
  M: 'Inox (ISO M)',
  K: 'Fonte (ISO K)',
  N: 'Aluminium (ISO N)',
}
const gradeMaterial = (breaker: string) =>
  breaker.startsWith('M') ? ISO_MATERIAL.M : breaker.startsWith('K') ? ISO_MATERIAL.K : ISO_MATERIAL.P

/** '400ML' → '400 ml', '1KG' → '1 kg', '10L' → '10 L'. */
const sizeLabel = (size: string): string => {
  const m = /^(\d+(?:\.\d+)?)(ML|G|KG|L)$/.exec(size)
  if (!m) return size
  const unit = m[2] === 'L' ? 'L' : (m[2] as string).toLowerCase()
  return `${fr(Number(m[1]))} ${unit}`
}

/** A deep-groove ball bearing of `brand`: ISO code (6204…) and seal variant. */
function ballBearing(brand: MarqueSeed, code: string, seal: Seal): Variant {
  const [d, D, B] = BALL_BEARINGS[code] as [number, number, number]
  const model = `${code}${seal.code}`
  const C = Math.round(((D - d) * B * 0.055 + 1.2) * 10) / 10
  const speed = Math.round(420000 / ((d + D) / 2) / 100) * 100
  return {
    model,
    titre: `Roulement à billes ${model} ${brand.titre}`,
    caracs: [
      ['Diamètre intérieur', 'mm', String(d)],
      ['Diamètre extérieur', 'mm', String(D)],
      ['Largeur', 'mm', String(B)],
      ['Protection', '', seal.protection],
      ['Jeu interne', '', seal.c3 ? 'C3' : 'Normal (CN)'],
      ['Charge dynamique de base', 'kN', fr(C)],
      [
        'Vitesse de référence',
        'tr/min',
        String(seal.code.includes('RS') || seal.code.includes('DDU') ? Math.round(speed * 0.6) : speed),
      ],
      ['Masse', 'kg', fr(Math.round((D * D - d * d) * B * 0.0000062 * 1000) / 1000)],
    ],
    priceHT:
      Math.round(
        (3.2 + D * 0.16 + B * 0.2 + (seal.code ? 1.4 : 0) + (seal.c3 ? 1.1 : 0)) *
          (BRAND_FACTOR[brand.prefix] ?? 1) *
          100,
      ) / 100,
    phrase: `Roulement ${code} (${d} × ${D} × ${B} mm), ${seal.protection.toLowerCase()}.`,
  }
}

const sealOf = (prefix: string, code: string): Seal => {
  const seal = SEALS[prefix]?.find((x) => x.code === code)
  if (!seal) throw new Error(`unknown seal ${prefix} ${code}`)
  return seal
}

/** A Facom 440.JE set of combination wrenches. */
function facomSet(n: number): Variant {
  return {
    model: `440.JE${n}`,
    titre: `Jeu de ${n} clés mixtes 440 en trousse Facom 440.JE${n}`,
    caracs: [
      ['Nombre de pièces', '', String(n)],
      ['Dimensions', 'mm', `8 à ${8 + n * 2 - 2}`],
      ['Présentation', '', 'Trousse textile'],
      ['Matière', '', 'Acier au chrome-vanadium'],
    ],
    priceHT: Math.round((n * 11.5 + 20) * 100) / 100,
    phrase: 'Le jeu de clés mixtes de référence des ateliers de maintenance.',
  }
}

const ttc = (ht: number) => Math.round(ht * 1.2 * 100) / 100

export const FAMILIES: readonly Family[] = [
  {
    key: 'roulement-billes',
    category: 'roulements-a-billes',
    image: 'bearing',
    weight: 7,
    brands: ['skf', 'fag', 'nsk', 'timken'],
    intro: [
      'Roulement rigide à une rangée de billes, le plus polyvalent des roulements\u00a0: il supporte des charges radiales et des charges axiales modérées dans les deux sens.',
      'Roulement à billes à gorge profonde pour moteurs électriques, pompes, ventilateurs et convoyeurs, conçu pour des vitesses élevées et un fonctionnement silencieux.',
      'Roulement à billes de qualité industrielle, dimensions normalisées ISO 15, interchangeable avec les références équivalentes du marché.',
    ],
    usage: [
      'Les versions à joints sont graissées à vie et ne demandent aucun entretien.',
      'Le jeu interne C3 est recommandé lorsque la bague intérieure est montée serrée ou que la température de fonctionnement est élevée.',
      'Montage à la presse ou par chauffage par induction\u00a0: ne jamais frapper directement sur la cage.',
    ],
    make: (rng, brand) => {
      const code = rng.pick(Object.keys(BALL_BEARINGS))
      const seal = rng.pick(SEALS[brand.prefix] ?? SEALS.SKF!)
      return ballBearing(brand, code, seal)
    },
  },
  {
    key: 'roulement-coniques',
    category: 'roulements-a-rouleaux-coniques',
    image: 'bearing',
    weight: 4,
    brands: ['timken', 'skf', 'fag', 'nsk'],
    intro: [
      'Roulement à rouleaux coniques séparable\u00a0: le cône avec sa cage et ses rouleaux se monte indépendamment de la cuvette.',
      'Conçu pour les charges combinées, radiales et axiales, des moyeux de roue, réducteurs et broches de machines-outils.',
    ],
    usage: [
      'Se monte généralement par paire, en opposition, avec un réglage précis de la précharge.',
      'Vérifier le jeu axial après montage et lubrifier avec une graisse EP adaptée.',
    ],
    make: (rng, brand) => {
      if (brand.prefix === 'TIM' && rng.chance(0.35)) {
        const set = rng.pick(TIMKEN_INCH)
        const dIn = rng.pick([0.75, 0.8125, 1, 1.0625, 1.25, 1.375, 1.5])
        return {
          model: set,
          titre: `Roulement à rouleaux coniques ${set.replace('-', '/')} (cotes en pouces) Timken`,
          caracs: [
            ['Diamètre intérieur', 'mm', fr(inchToMm(dIn))],
            ['Diamètre extérieur', 'mm', fr(inchToMm(dIn * 2.1))],
            ['Largeur totale', 'mm', fr(inchToMm(0.65))],
            ['Série', '', 'Pouces (inch)'],
            ['Composition', '', 'Cône et cuvette'],
          ],
          priceHT: Math.round((14 + dIn * 18) * 100) / 100,
          phrase:
            'Ensemble cône et cuvette en cotes impériales, très répandu sur les machines agricoles et les remorques.',
        }
      }
      const code = rng.pick(Object.keys(TAPERED))
      const [d, D, T] = TAPERED[code] as [number, number, number]
      const suffix = rng.pick(TAPERED_SUFFIX[brand.prefix] ?? [''])
      const model = `${code}${suffix}`
      return {
        model,
        titre: `Roulement à rouleaux coniques ${model} ${brand.titre}`,
        caracs: [
          ['Diamètre intérieur', 'mm', String(d)],
          ['Diamètre extérieur', 'mm', String(D)],
          ['Largeur totale', 'mm', fr(T)],
          ['Série', '', `${code.slice(0, 3)}xx`],
          ['Charge dynamique de base', 'kN', fr(Math.round(((D - d) * T * 0.085 + 4) * 10) / 10)],
          ['Angle de contact', '°', code.startsWith('313') ? '28' : String(rng.int(12, 16))],
        ],
        priceHT: Math.round((8 + D * 0.28 + T * 0.35) * (BRAND_FACTOR[brand.prefix] ?? 1) * 100) / 100,
        phrase: `Dimensions ${d} × ${D} × ${fr(T)} mm, série ${code.slice(0, 3)}.`,
      }
    },
  },
  {
    key: 'paliers',
    category: 'paliers',
    image: 'bearing',
    weight: 3,
    brands: ['skf', 'fag', 'nsk', 'timken'],
    intro: [
      'Palier prêt à monter composé d’un corps en fonte et d’un roulement Y à bague intérieure prolongée, fixé sur l’arbre par vis de blocage.',
      'Unité de roulement auto-aligneuse qui compense les défauts d’alignement initiaux entre l’arbre et le support.',
    ],
    usage: [
      'Équipé d’un graisseur pour la relubrification\u00a0; joints à double lèvre contre les poussières.',
      'Serrer les vis de blocage au couple préconisé après avoir positionné l’arbre.',
    ],
    make: (rng, brand) => {
      const [pattern, type, housing] = rng.pick((PALIERS[brand.prefix] ?? PALIERS.SKF!).types)
      const d = rng.pick(PALIER_BORES)
      const model = pattern.replace('{d}', String(d)).replace('{c}', String(d / 5).padStart(2, '0'))
      return {
        model,
        titre: `${type} ${model.replace('-', ' ')} alésage ${d} mm ${brand.titre}`,
        caracs: [
          ['Diamètre d’arbre', 'mm', String(d)],
          ['Type de corps', '', type.replace('Palier ', '')],
          ['Matière du corps', '', housing],
          ['Fixation sur l’arbre', '', 'Vis de blocage'],
          ['Entraxe de fixation', 'mm', String(Math.round(d * 2.6 + 40))],
        ],
        priceHT:
          Math.round((18 + d * 0.9) * (housing === 'Inox' ? 2.4 : 1) * (BRAND_FACTOR[brand.prefix] ?? 1) * 100) / 100,
      }
    },
  },
  {
    key: 'courroies-trapezoidales',
    category: 'courroies-trapezoidales',
    image: 'belt',
    weight: 5,
    brands: ['gates', 'optibelt'],
    intro: [
      'Courroie trapézoïdale enveloppée pour transmissions industrielles\u00a0: compresseurs, ventilateurs, pompes et broyeurs.',
      'Courroie de transmission à haut rendement, à flancs taillés, pour des entraînements compacts et une longue durée de vie.',
    ],
    usage: [
      'Remplacer toujours la totalité des courroies d’un entraînement multiple.',
      'Contrôler la tension après 4 heures de fonctionnement puis lors de chaque maintenance préventive.',
    ],
    make: (rng, brand) => {
      const profile = rng.pick(Object.keys(V_PROFILES))
      const spec = V_PROFILES[profile]!
      const length = rng.pick(V_LENGTHS)
      const model = `${profile}${length}`
      const line =
        brand.prefix === 'GAT'
          ? profile.startsWith('X')
            ? 'Quad-Power 4 '
            : 'Delta Narrow '
          : profile.startsWith('X')
            ? 'Super X-Power '
            : 'SK '
      return {
        model,
        titre: `Courroie trapézoïdale ${spec.name} ${line}${profile} ${length} ${brand.titre}`,
        caracs: [
          ['Profil', '', profile],
          ['Longueur primitive', 'mm', String(length)],
          ['Largeur au sommet', 'mm', fr(spec.width)],
          ['Hauteur', 'mm', String(spec.height)],
          ['Température d’utilisation', '°C', '-30 à +80'],
          ['Antistatique', '', 'Oui (ISO 1813)'],
        ],
        priceHT:
          Math.round((3 + (length / 1000) * spec.width * 0.85 * (profile.startsWith('X') ? 1.35 : 1)) * 100) / 100,
      }
    },
  },
  {
    key: 'courroies-synchrones',
    category: 'courroies-synchrones',
    image: 'belt',
    weight: 5,
    brands: ['gates', 'optibelt'],
    intro: [
      'Courroie synchrone crantée pour une transmission sans glissement, à rapport constant, sur les axes de positionnement et les convoyeurs.',
      'Courroie dentée en polychloroprène renforcée de fibre de verre, silencieuse et sans entretien.',
    ],
    usage: [
      'Utiliser des poulies au même pas\u00a0; la tension se règle avec un tensiomètre à fréquence.',
      'Version ouverte vendue au mètre, à jonctionner avec des plaques de serrage.',
    ],
    make: (rng, brand) => {
      const pitch = rng.pick(Object.keys(SYNC_PITCHES))
      const spec = SYNC_PITCHES[pitch]!
      const width = rng.pick(spec.widths)
      if (rng.chance(0.25)) {
        const model = `${pitch}-${width}-OUV`
        return {
          model,
          titre: `Courroie synchrone ouverte ${pitch} largeur ${width} mm au mètre ${brand.titre}`,
          caracs: [
            ['Profil', '', pitch],
            ['Pas', 'mm', String(spec.pitch)],
            ['Largeur', 'mm', String(width)],
            ['Conditionnement', '', 'Au mètre (coupe à la demande)'],
            ['Armature', '', 'Câbles acier'],
          ],
          priceHT: Math.round((4 + width * spec.pitch * 0.035) * 100) / 100,
          sale: METRE,
          phrase: 'Coupée à la longueur demandée, par multiples de 50 cm.',
        }
      }
      const teeth = rng.int(40, 260)
      const length = teeth * spec.pitch
      const model =
        brand.prefix === 'GAT' && pitch.endsWith('M') ? `${pitch}GT-${length}-${width}` : `${pitch}-${length}-${width}`
      return {
        model,
        titre: `Courroie synchrone ${pitch} ${length} × ${width} mm ${brand.titre}`,
        caracs: [
          ['Profil', '', pitch],
          ['Pas', 'mm', String(spec.pitch)],
          ['Longueur primitive', 'mm', String(length)],
          ['Nombre de dents', '', String(teeth)],
          ['Largeur', 'mm', String(width)],
          ['Armature', '', 'Fibre de verre'],
        ],
        priceHT: Math.round((6 + (length / 1000) * width * 0.6) * 100) / 100,
      }
    },
  },
  {
    key: 'chaines',
    category: 'chaines-a-rouleaux',
    image: 'chain',
    weight: 3,
    brands: ['timken', 'skf'],
    intro: [
      'Chaîne à rouleaux de précision selon ISO 606, maillons traités thermiquement et pré-étirés en usine.',
      'Chaîne de transmission industrielle pour convoyeurs, machines d’emballage et engins de manutention.',
    ],
    usage: [
      'Lubrifier régulièrement avec une huile adhérente et contrôler l’allongement (limite 3 %).',
      'Le maillon d’attache rapide permet la fermeture de la chaîne sans outil spécifique.',
    ],
    make: (rng, brand) => {
      const iso = rng.pick(['05B', '06B', '08B', '10B', '12B', '16B', '20B', '24B'])
      const rows = rng.pick([1, 1, 2, 3])
      const pitchMm: Record<string, number> = {
        '05B': 8,
        '06B': 9.525,
        '08B': 12.7,
        '10B': 15.875,
        '12B': 19.05,
        '16B': 25.4,
        '20B': 31.75,
        '24B': 38.1,
      }
      const item = rng.pick([
        { code: '-5M', label: 'Chaîne à rouleaux', extra: 'boîte de 5 m', factor: 5 },
        { code: '-10M', label: 'Chaîne à rouleaux', extra: 'boîte de 10 m', factor: 9.5 },
        { code: '-AR', label: 'Maillon d’attache rapide', extra: '', factor: 0.25 },
        { code: '-DM', label: 'Demi-maillon coudé', extra: '', factor: 0.35 },
      ])
      const model = `${brand.prefix === 'SKF' ? 'PHC' : ''}${iso}-${rows}${item.code}`
      const rowLabel = rows === 1 ? 'simple' : rows === 2 ? 'double' : 'triple'
      return {
        model,
        titre: `${item.label} ${iso}-${rows} ${rowLabel}${item.extra ? ` ${item.extra}` : ''} ${brand.titre}`,
        caracs: [
          ['Norme', '', `ISO ${iso}-${rows}`],
          ['Pas', 'mm', fr(pitchMm[iso] ?? 12.7)],
          ['Nombre de rangs', '', String(rows)],
          ['Charge de rupture', 'kN', fr(Math.round((pitchMm[iso] ?? 12.7) ** 2 * 0.11 * rows * 10) / 10)],
          ['Finition', '', rng.pick(['Brunie', 'Zinguée', 'Nickelée'])],
        ],
        priceHT: Math.round((4 + (pitchMm[iso] ?? 12) * rows * 1.6 * item.factor) * 100) / 100,
      }
    },
  },
  {
    key: 'lubrification',
    category: 'lubrification',
    image: 'can',
    weight: 3,
    brands: ['skf', 'loctite', 'wurth'],
    intro: [
      'Lubrifiant industriel pour roulements et mécanismes\u00a0: une bonne lubrification est la première cause de longévité des équipements tournants.',
      'Produit de lubrification sélectionné par nos spécialistes fiabilité pour les applications de maintenance courantes et sévères.',
    ],
    usage: [
      'Respecter les intervalles de relubrification calculés selon la vitesse et la température.',
      'Ne pas mélanger des graisses d’épaississants différents.',
    ],
    make: (rng, brand) => {
      if (brand.prefix === 'SKF') {
        const kind = rng.int(0, 9)
        if (kind <= 5) {
          const grease = rng.pick(['LGMT 2', 'LGMT 3', 'LGEP 2', 'LGHP 2', 'LGWA 2', 'LGFP 2', 'LGHB 2', 'LGET 2'])
          const pack = rng.pick([
            { code: '0.4', label: 'cartouche 400 g', sale: undefined, kg: 0.4 },
            { code: '1', label: 'pot de 1 kg', sale: undefined, kg: 1 },
            { code: '5', label: 'seau de 5 kg', sale: undefined, kg: 5 },
            { code: '18', label: 'seau de 18 kg, vendue au kg', sale: KILO, kg: 1 },
            { code: '50', label: 'fût de 50 kg, vendue au kg', sale: KILO, kg: 1 },
          ])
          const model = `${grease.replace(' ', '')}-${pack.code}`
          return {
            model,
            titre: `Graisse ${grease} ${pack.label} SKF`,
            caracs: [
              ['Grade NLGI', '', grease.endsWith('3') ? '3' : '2'],
              ['Épaississant', '', grease.startsWith('LGHP') ? 'Polyurée' : 'Savon de lithium'],
              [
                'Température d’utilisation',
                '°C',
                grease.startsWith('LGHP') || grease.startsWith('LGET') ? '-40 à +150' : '-30 à +120',
              ],
              ['Conditionnement', '', pack.label],
            ],
            priceHT:
              Math.round(
                (pack.sale ? 9 : 6 + pack.kg * 11) *
                  (grease.startsWith('LGET') ? 6 : grease.startsWith('LGHP') ? 1.6 : 1) *
                  100,
              ) / 100,
            sale: pack.sale,
          }
        }
        if (kind <= 7) {
          const grease = rng.pick(['WA2', 'EM2', 'HB2', 'FP2', 'MT2', 'HP2'])
          const size = rng.pick([60, 125])
          const model = `LAGD${size}-${grease}`
          return {
            model,
            titre: `Graisseur automatique SYSTEM 24 LAGD ${size} ml ${grease} SKF`,
            caracs: [
              ['Volume', 'ml', String(size)],
              ['Graisse', '', `LG${grease}`],
              ['Durée de distribution', 'mois', '1 à 12 (réglable)'],
              ['Filetage de raccordement', '', 'G 1/4'],
            ],
            priceHT: size === 60 ? 34.5 : 41.9,
          }
        }
        const len = rng.pick([1, 2, 3, 5])
        const dia = rng.pick([6, 8])
        return {
          model: `LAPT${dia}-FLEX-${len}`,
          titre: `Flexible de graissage haute pression Ø ${dia} mm au mètre SKF`,
          caracs: [
            ['Diamètre intérieur', 'mm', String(dia)],
            ['Pression de service', 'bar', '400'],
            ['Conditionnement', '', 'Au mètre'],
            ['Longueur de touret', 'm', String(len * 10)],
          ],
          priceHT: Math.round((5.5 + dia * 0.4 + len * 0.01) * 100) / 100,
          sale: METRE,
        }
      }
      if (brand.prefix === 'LOC') {
        const product = rng.pick([
          ['LB 8008', 'Pâte anti-grippage C5-A au cuivre'],
          ['LB 8150', 'Pâte anti-grippage à l’aluminium'],
          ['LB 8104', 'Graisse silicone pour joints'],
          ['LB 8105', 'Graisse multi-usages blanche'],
          ['LB 8106', 'Graisse haute performance'],
          ['LB 8201', 'Dégrippant multifonction 5 en 1'],
          ['LB 8021', 'Huile silicone en aérosol'],
          ['LB 8040', 'Dégrippant par effet de froid'],
        ] as const)
        const size = rng.pick(['400ML', '113G', '454G', '1KG'])
        return {
          model: `${product[0].replace(' ', '')}-${size}`,
          titre: `${product[1]} Loctite ${product[0]} ${sizeLabel(size)}`,
          caracs: [
            ['Type', '', product[1]],
            ['Conditionnement', '', sizeLabel(size)],
            ['Température d’utilisation', '°C', rng.pick(['-30 à +200', '-50 à +150', '-20 à +120'])],
          ],
          priceHT: Math.round(rng.float(9, 48) * 100) / 100,
        }
      }
      const product = rng.pick([
        ['HHS 2000', 'Lubrifiant adhérent haute pression'],
        ['HHS 5000', 'Graisse adhérente haute performance'],
        ['ROST OFF', 'Dégrippant'],
        ['HHS DRYLUBE', 'Lubrifiant sec au PTFE'],
        ['III', 'Graisse multi-usage'],
        ['ISO VG 68', 'Huile hydraulique HLP'],
        ['ISO VG 220', 'Huile pour engrenages CLP'],
      ] as const)
      if (product[0].startsWith('ISO')) {
        const drum = rng.pick([20, 60, 208])
        return {
          model: `${product[0].replace(/ /g, '')}-${drum}L`,
          titre: `${product[1]} ${product[0]} en fût de ${drum} L, vendue au litre Würth`,
          caracs: [
            ['Viscosité', '', product[0]],
            ['Norme', '', product[1].includes('hydraulique') ? 'DIN 51524-2' : 'DIN 51517-3'],
            ['Conditionnement', '', `Fût de ${drum} L`],
          ],
          priceHT: Math.round((product[0].endsWith('68') ? 4.2 : 6.8) * 100) / 100,
          sale: LITRE,
        }
      }
      const size = rng.pick([150, 300, 400, 500])
      return {
        model: `${product[0].replace(/ /g, '')}-${size}`,
        titre: `${product[1]} ${product[0]} aérosol ${size} ml Würth`,
        caracs: [
          ['Type', '', product[1]],
          ['Conditionnement', '', `Aérosol ${size} ml`],
          ['Température d’utilisation', '°C', rng.pick(['-35 à +180', '-20 à +120'])],
        ],
        priceHT: Math.round((6 + size * 0.025) * 100) / 100,
      }
    },
  },
  {
    key: 'cles-mixtes',
    category: 'cles-mixtes',
    image: 'wrench',
    weight: 4,
    brands: ['facom', 'stanley', 'bahco'],
    intro: [
      'Clé mixte en acier au chrome-vanadium forgé, une extrémité à fourche et une extrémité à œil 12 pans déportée.',
      'Clé de serrage professionnelle au profil d’attaque sur les flancs, qui préserve les écrous et transmet un couple élevé.',
    ],
    usage: [
      'Conforme aux normes ISO 7738 et DIN 3113\u00a0; marquage de la dimension sur les deux faces.',
      'Garantie à vie contre tout défaut de fabrication dans le cadre d’un usage professionnel.',
    ],
    make: (rng, brand) => {
      if (brand.prefix === 'FAC' && rng.chance(0.12)) return facomSet(rng.pick([8, 10, 12, 14, 16, 18]))
      const size = rng.pick(WRENCH_SIZES)
      const ratchet = rng.chance(0.25)
      const model =
        brand.prefix === 'FAC'
          ? `${ratchet ? '467B' : rng.pick(['440', '41'])}.${size}`
          : brand.prefix === 'BAH'
            ? `${ratchet ? '1RM' : '111M'}-${size}`
            : `${ratchet ? 'FMMT' : 'STMT'}${72800 + size}`
      const length = Math.round(size * 11 + 60)
      return {
        model,
        titre: `Clé mixte${ratchet ? ' à cliquet' : ''} ${size} mm ${brand.titre} ${model}`,
        caracs: [
          ['Ouverture', 'mm', String(size)],
          ['Longueur', 'mm', String(length)],
          ['Angle de déport', '°', '15'],
          ['Matière', '', 'Acier au chrome-vanadium'],
          ['Finition', '', rng.pick(['Chromée satinée', 'Chromée polie'])],
          ['Norme', '', 'ISO 7738'],
        ],
        priceHT: Math.round((5 + size * 0.85) * (ratchet ? 2.4 : 1) * (brand.prefix === 'FAC' ? 1.25 : 1) * 100) / 100,
      }
    },
  },
  {
    key: 'douilles',
    category: 'douilles-et-cliquets',
    image: 'wrench',
    weight: 4,
    brands: ['facom', 'bahco', 'wera'],
    intro: [
      'Douille de serrage en acier traité, profil 6 pans qui attaque sur les flancs de l’écrou pour un couple élevé sans arrondir les angles.',
      'Outillage de serrage par carré conducteur, pour la maintenance mécanique, l’automobile et l’industrie.',
    ],
    usage: [
      'Compatible avec tous les cliquets et rallonges du même carré conducteur.',
      'Ne pas utiliser sur une visseuse à chocs\u00a0: choisir les douilles impact dédiées.',
    ],
    make: (rng, brand) => {
      const driveKey = rng.pick(Object.keys(SOCKET_DRIVES))
      const drive = SOCKET_DRIVES[driveKey]!
      if (rng.chance(0.12)) {
        const model =
          brand.prefix === 'FAC'
            ? `${drive.facom}.161`
            : brand.prefix === 'BAH'
              ? `${drive.bahco.replace('SM', '')}QR`
              : `8000${'ABCD'[Object.keys(SOCKET_DRIVES).indexOf(driveKey)]}`
        return {
          model,
          titre: `Cliquet réversible ${drive.label} ${brand.titre} ${model}`,
          caracs: [
            ['Carré conducteur', '', drive.label],
            ['Nombre de dents', '', String(rng.pick([48, 60, 72, 90]))],
            ['Angle de reprise', '°', String(rng.pick([4, 5, 6, 7.5]))],
            ['Longueur', 'mm', String(120 + Object.keys(SOCKET_DRIVES).indexOf(driveKey) * 80)],
          ],
          priceHT: Math.round((30 + Object.keys(SOCKET_DRIVES).indexOf(driveKey) * 22) * 100) / 100,
        }
      }
      const size = rng.pick(drive.sizes)
      const long = rng.chance(0.25)
      const model =
        brand.prefix === 'FAC'
          ? `${long ? 'N' : ''}${drive.facom}.${size}H`
          : brand.prefix === 'BAH'
            ? `${drive.bahco}-${size}${long ? 'L' : ''}`
            : `${drive.wera}-${size}${long ? 'L' : ''}`
      return {
        model,
        titre: `Douille 6 pans ${long ? 'longue ' : ''}${drive.label} ${size} mm ${brand.titre} ${model}`,
        caracs: [
          ['Carré conducteur', '', drive.label],
          ['Dimension', 'mm', String(size)],
          ['Profil', '', '6 pans'],
          ['Longueur', 'mm', String(long ? 75 + size : 25 + size)],
          ['Norme', '', 'ISO 2725-1'],
        ],
        priceHT:
          Math.round((3 + size * 0.35 + Object.keys(SOCKET_DRIVES).indexOf(driveKey) * 3) * (long ? 1.6 : 1) * 100) /
          100,
      }
    },
  },
  {
    key: 'dynamometriques',
    category: 'cles-dynamometriques',
    image: 'wrench',
    weight: 2,
    brands: ['facom', 'bahco', 'wera'],
    intro: [
      'Clé dynamométrique à déclenchement pour des serrages précis et répétables, livrée avec certificat d’étalonnage.',
      'Le serrage au couple garantit la tenue des assemblages boulonnés\u00a0: brides, paliers, culasses et fixations de sécurité.',
    ],
    usage: [
      'Précision ±4 % selon ISO 6789\u00a0; faire vérifier l’étalonnage tous les 5\u202f000 cycles ou une fois par an.',
      'Ramener le réglage au minimum de l’échelle après usage.',
    ],
    make: (rng, brand) => {
      const ranges = [
        { min: 5, max: 25, drive: '1/4"', c: 'R' },
        { min: 10, max: 50, drive: '3/8"', c: 'J' },
        { min: 20, max: 100, drive: '3/8"', c: 'J' },
        { min: 40, max: 200, drive: '1/2"', c: 'S' },
        { min: 60, max: 340, drive: '1/2"', c: 'S' },
        { min: 100, max: 500, drive: '3/4"', c: 'M' },
      ]
      const r = rng.pick(ranges)
      const electronic = rng.chance(0.2)
      const model =
        brand.prefix === 'FAC'
          ? `${r.c}.${electronic ? 'E306' : rng.pick(['208', '306', '306A'])}-${r.max}`
          : brand.prefix === 'BAH'
            ? `${electronic ? '74WR' : '7455'}-${r.max}`
            : `C${electronic ? 'E' : ''}${r.max}`
      return {
        model,
        titre: `Clé dynamométrique ${electronic ? 'électronique' : 'à déclenchement'} ${r.min}–${r.max} N·m ${r.drive} ${brand.titre}`,
        caracs: [
          ['Plage de couple', 'N·m', `${r.min} – ${r.max}`],
          ['Carré conducteur', '', r.drive],
          ['Précision', '%', electronic ? '±2' : '±4'],
          ['Technologie', '', electronic ? 'Électronique à affichage' : 'Déclenchement mécanique'],
          ['Certificat d’étalonnage', '', 'Fourni (ISO 6789-2)'],
        ],
        priceHT: Math.round((110 + r.max * 0.9) * (electronic ? 2.3 : 1) * 100) / 100,
      }
    },
  },
  {
    key: 'pinces-multiprises',
    category: 'pinces-multiprises',
    image: 'pliers',
    weight: 3,
    brands: ['knipex', 'facom', 'bahco'],
    intro: [
      'Pince multiprise à réglage rapide par bouton-poussoir, mâchoires dentées trempées par induction pour une prise sûre sur tubes et écrous.',
      'Pince de plombier et de maintenance, articulation à crémaillère qui évite le pincement des doigts.',
    ],
    usage: [
      'Poignées gainées bi-matière pour un travail sans fatigue.',
      'Idéale pour tubes, raccords et écrous de grandes dimensions.',
    ],
    make: (rng, brand) => {
      const size = rng.pick([125, 150, 180, 250, 300, 400, 560])
      const kind = rng.pick([
        { k: '8701', label: 'Pince multiprise Cobra', f: 'CPE' },
        { k: '8702', label: 'Pince multiprise Cobra poignées bi-matière', f: 'CPE' },
        { k: '8603', label: 'Pince-clé à mâchoires parallèles', f: 'PC' },
        { k: '8801', label: 'Pince multiprise Alligator', f: 'AL' },
      ])
      const blister = rng.chance(0.2)
      const model =
        brand.prefix === 'KNI'
          ? `${kind.k}${size}${blister ? 'SB' : ''}`
          : brand.prefix === 'FAC'
            ? `181A.${Math.round(size / 10)}${kind.f}`
            : `${8220 + Math.round(size / 50)}${blister ? 'IP' : ''}`
      return {
        model,
        titre: `${kind.label} ${size} mm ${brand.titre} ${model}`,
        caracs: [
          ['Longueur', 'mm', String(size)],
          ['Capacité de serrage', 'mm', String(Math.round(size / 5.5))],
          ['Positions de réglage', '', String(Math.round(size / 12))],
          ['Finition', '', rng.pick(['Phosphatée noire', 'Chromée'])],
        ],
        priceHT: Math.round((14 + size * 0.09) * (kind.k === '8603' ? 1.8 : 1) * 100) / 100,
      }
    },
  },
  {
    key: 'pinces-coupantes',
    category: 'pinces-coupantes',
    image: 'pliers',
    weight: 3,
    brands: ['knipex', 'facom', 'bahco'],
    intro: [
      'Pince coupante diagonale à forte démultiplication, tranchants trempés pour couper fils durs et cordes à piano.',
      'Outil de coupe pour l’électricité et la maintenance, articulation rivetée sans jeu.',
    ],
    usage: [
      'Ne pas couper de fil d’une dureté supérieure à celle indiquée.',
      'Version isolée 1000 V selon IEC 60900 disponible.',
    ],
    make: (rng, brand) => {
      const size = rng.pick([125, 140, 160, 180, 200, 250])
      const kind = rng.pick([
        { k: '7402', label: 'Pince coupante diagonale forte démultiplication' },
        { k: '7001', label: 'Pince coupante diagonale' },
        { k: '7101', label: 'Coupe-boulons compact CoBolt' },
        { k: '7006', label: 'Pince coupante isolée 1000 V' },
        { k: '9512', label: 'Coupe-câbles' },
      ])
      const model =
        brand.prefix === 'KNI'
          ? `${kind.k}${size}`
          : brand.prefix === 'FAC'
            ? `${rng.pick(['405', '406', '409'])}.${Math.round(size / 10)}CPE`
            : `${rng.pick(['2101G', '2171G', '2628G'])}-${size}`
      return {
        model,
        titre: `${kind.label} ${size} mm ${brand.titre} ${model}`,
        caracs: [
          ['Longueur', 'mm', String(size)],
          ['Fil dur, Ø max.', 'mm', fr(Math.round((size / 70) * 10) / 10)],
          ['Fil mi-dur, Ø max.', 'mm', fr(Math.round((size / 50) * 10) / 10)],
          ['Isolation', '', kind.k === '7006' ? '1000 V (IEC 60900)' : 'Non'],
        ],
        priceHT: Math.round((16 + size * 0.12) * (kind.k === '7101' ? 1.5 : 1) * 100) / 100,
      }
    },
  },
  {
    key: 'tournevis',
    category: 'tournevis-et-embouts',
    image: 'screwdriver',
    weight: 4,
    brands: ['wera', 'facom', 'wurth', 'stanley'],
    intro: [
      'Tournevis professionnel à manche ergonomique bi-matière, lame en acier spécial trempé à pointe usinée.',
      'Outillage de vissage pour l’atelier et la maintenance électrique\u00a0: une empreinte parfaitement ajustée pour ne pas abîmer les vis.',
    ],
    usage: [
      'Version isolée 1000 V testée individuellement à 10\u202f000 V.',
      'Embouts conditionnés en boîte, compatibles avec tous les porte-embouts 1/4".',
    ],
    make: (rng, brand) => {
      const tips = [
        { t: 'Plat', c: 'AN', sizes: ['3', '4', '5.5', '6.5', '8', '10'] },
        { t: 'Phillips', c: 'AP', sizes: ['0', '1', '2', '3'] },
        { t: 'Pozidriv', c: 'AD', sizes: ['0', '1', '2', '3'] },
        { t: 'Torx', c: 'AX', sizes: ['10', '15', '20', '25', '27', '30', '40'] },
      ]
      const tip = rng.pick(tips)
      const size = rng.pick(tip.sizes)
      const tipLabel =
        tip.t === 'Plat'
          ? `plat ${fr(Number(size))} mm`
          : tip.t === 'Torx'
            ? `Torx T${size}`
            : `${tip.t} ${tip.t === 'Phillips' ? 'PH' : 'PZ'}${size}`
      if (rng.chance(0.3)) {
        const len = rng.pick([25, 50, 70])
        const model =
          brand.prefix === 'WER'
            ? `867-1Z-${tip.c}${size}-${len}`
            : brand.prefix === 'FAC'
              ? `E${tip.c}${size}.${len}`
              : brand.prefix === 'WUR'
                ? `0614${tip.c}${size}${len}`
                : `STA6${tip.c}${size}${len}`
        return {
          model,
          titre: `Boîte de 10 embouts de vissage ${tipLabel} longueur ${len} mm ${brand.titre}`,
          caracs: [
            ['Empreinte', '', tipLabel],
            ['Longueur', 'mm', String(len)],
            ['Entraînement', '', '1/4" (6,35 mm)'],
            ['Conditionnement', '', 'Boîte de 10'],
          ],
          priceHT: Math.round((8 + len * 0.12) * 100) / 100,
          sale: PAQUET,
        }
      }
      const len = rng.pick([75, 100, 125, 150, 200, 250])
      const insulated = rng.chance(0.3)
      const model =
        brand.prefix === 'WER'
          ? `${insulated ? '16' : '35'}${tip.c}-${size}-${len}`
          : brand.prefix === 'FAC'
            ? `${tip.c}${insulated ? 'I' : ''}${size}X${len}`
            : brand.prefix === 'WUR'
              ? `0613${insulated ? '1' : '0'}${tip.c}${size}${len}`
              : `STHT${tip.c}${size}-${len}${insulated ? 'VDE' : ''}`
      return {
        model,
        titre: `Tournevis ${tipLabel}${insulated ? ' isolé 1000 V' : ''} lame ${len} mm ${brand.titre}`,
        caracs: [
          ['Empreinte', '', tipLabel],
          ['Longueur de lame', 'mm', String(len)],
          ['Isolation', '', insulated ? '1000 V (IEC 60900)' : 'Non'],
          ['Manche', '', 'Bi-matière'],
        ],
        priceHT: Math.round((5 + len * 0.03) * (insulated ? 1.7 : 1) * 100) / 100,
      }
    },
  },
  {
    key: 'forets-hss',
    category: 'forets-hss',
    image: 'drill',
    weight: 6,
    brands: ['dormer-pramet', 'bosch-professional', 'wurth'],
    intro: [
      'Foret hélicoïdal en acier rapide rectifié, série courte selon DIN 338, pour le perçage des aciers non alliés et alliés.',
      'Foret métal à pointe affûtée en croix qui centre sans pointage et réduit l’effort d’avance.',
    ],
    usage: [
      'Utiliser une huile de coupe et respecter la vitesse de coupe recommandée pour la matière.',
      'Les petits diamètres sont vendus par 5.',
    ],
    make: (rng, brand) => {
      const d = rng.pick([...range(1, 13, 0.1), ...range(13.5, 20, 0.5)])
      const series = rng.pick([
        { code: 'A002', mat: 'HSS', coat: 'Pointe TiN', angle: '118°', f: 1 },
        { code: 'A100', mat: 'HSS', coat: 'Oxydé noir', angle: '118°', f: 0.8 },
        { code: 'A777', mat: 'HSS-Co 8 %', coat: 'Bronze', angle: '135°', f: 1.8 },
        { code: 'A108', mat: 'HSS-E (Co 5 %)', coat: 'Vapeur', angle: '135°', f: 1.5 },
      ])
      const dStr = d.toFixed(1)
      const model =
        brand.prefix === 'DOR'
          ? `${series.code}${dStr}`
          : brand.prefix === 'BOS'
            ? `HSS-G-${series.code.slice(1)}-${dStr}`
            : `0626${series.code.slice(1)}${dStr}`
      const total = Math.round(d * 9 + 30)
      return {
        model,
        titre: `Foret métal ${series.mat} Ø ${fr(Number(dStr))} mm ${series.coat.toLowerCase()} ${brand.titre}`,
        caracs: [
          ['Diamètre', 'mm', fr(Number(dStr))],
          ['Longueur totale', 'mm', String(total)],
          ['Longueur utile', 'mm', String(Math.round(total * 0.6))],
          ['Matière', '', series.mat],
          ['Revêtement', '', series.coat],
          ['Angle de pointe', '', series.angle],
          ['Norme', '', 'DIN 338 type N'],
        ],
        priceHT: Math.round((1.1 + d * d * 0.06 + d * 0.3) * series.f * 100) / 100,
        sale: d < 3 ? PACK_5 : undefined,
      }
    },
  },
  {
    key: 'forets-carbure',
    category: 'forets-carbure',
    image: 'drill',
    weight: 5,
    brands: ['sandvik-coromant', 'dormer-pramet'],
    intro: [
      'Foret carbure monobloc revêtu pour le perçage haute productivité sur centres d’usinage.',
      'Géométrie à deux lèvres et goujures polies pour une excellente évacuation des copeaux, avec arrosage par le centre.',
    ],
    usage: [
      'Tolérance de trou IT8 à IT9 sans alésage ultérieur.',
      'Réaffûtable\u00a0: consultez notre service de réaffûtage.',
    ],
    make: (rng, brand) => {
      const d = rng.pick(range(3, 20, 0.1))
      const xd = rng.pick([3, 5, 8])
      const coolant = rng.chance(0.6)
      const dCode = String(Math.round(d * 100)).padStart(4, '0')
      const model =
        brand.prefix === 'SAN'
          ? `860.1-${dCode}-${String(Math.round(d * xd)).padStart(3, '0')}A${coolant ? '1' : '0'}-${rng.pick(['PM4234', 'NM4234', 'GM4244'])}`
          : `R${xd === 3 ? '458' : xd === 5 ? '459' : '513'}${d.toFixed(1)}${coolant ? 'C' : ''}`
      return {
        model,
        titre: `Foret carbure monobloc ${xd}×D Ø ${fr(Number(d.toFixed(1)))} mm${coolant ? ' à arrosage central' : ''} ${brand.titre}`,
        caracs: [
          ['Diamètre', 'mm', fr(Number(d.toFixed(1)))],
          ['Profondeur de perçage', '', `${xd} × D`],
          ['Arrosage central', '', coolant ? 'Oui' : 'Non'],
          ['Queue', '', 'Cylindrique DIN 6535 HA'],
          ['Revêtement', '', rng.pick(['TiAlN', 'AlCrN', 'TiSiN'])],
          ['Angle de pointe', '', '140°'],
        ],
        priceHT: Math.round((38 + d * 6.5 + xd * 6) * (coolant ? 1.25 : 1) * 100) / 100,
      }
    },
  },
  {
    key: 'fraises',
    category: 'fraises-carbure',
    image: 'drill',
    weight: 4,
    brands: ['sandvik-coromant', 'dormer-pramet'],
    intro: [
      'Fraise carbure monobloc pour l’ébauche et la finition, avec hélice variable qui limite les vibrations.',
      'Fraise à queue cylindrique pour le rainurage, le contournage et le surfaçage sur centre d’usinage.',
    ],
    usage: [
      'Fixation recommandée en mandrin fretté ou hydraulique.',
      'Conditions de coupe indicatives fournies avec l’outil.',
    ],
    make: (rng, brand) => {
      const d = rng.pick([2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 25])
      const z = rng.pick([2, 3, 4, 5])
      const form = rng.pick([
        { c: 'F', label: 'droite' },
        { c: 'B', label: 'hémisphérique' },
        { c: 'R05', label: 'torique R0,5' },
        { c: 'R1', label: 'torique R1' },
      ])
      const long = rng.chance(0.3)
      const dCode = String(d * 100).padStart(4, '0')
      const model =
        brand.prefix === 'SAN'
          ? `2P${z}${long ? '6' : '4'}${form.c === 'B' ? '2' : '0'}-${dCode}-${form.c}-${rng.pick(['PA1730', 'NA1640', 'KA1620'])}`
          : `S${500 + z * 10 + (long ? 5 : 0)}${form.c}${d}`
      return {
        model,
        titre: `Fraise carbure ${form.label} ${z} dents Ø ${d} mm${long ? ' série longue' : ''} ${brand.titre}`,
        caracs: [
          ['Diamètre de coupe', 'mm', String(d)],
          ['Nombre de dents', '', String(z)],
          ['Forme', '', form.label],
          ['Longueur de coupe', 'mm', String(Math.round(d * (long ? 3 : 1.5)))],
          ['Diamètre de queue', 'mm', String(Math.max(3, d))],
          ['Revêtement', '', rng.pick(['TiAlN', 'AlTiN', 'Non revêtu (aluminium)'])],
        ],
        priceHT: Math.round((22 + d * d * 0.45 + z * 3) * (long ? 1.35 : 1) * 100) / 100,
      }
    },
  },
  {
    key: 'plaquettes',
    category: 'plaquettes-de-tournage',
    image: 'insert',
    weight: 4,
    brands: ['sandvik-coromant', 'dormer-pramet'],
    intro: [
      'Plaquette de tournage ISO en carbure revêtu, géométrie à brise-copeaux pour un contrôle fiable des copeaux.',
      'Plaquette amovible à arêtes multiples pour l’ébauche et la finition en tournage extérieur et intérieur.',
    ],
    usage: [
      'Vendue par boîte de 10 plaquettes.',
      'Choisir la nuance selon la matière usinée et la stabilité de la prise de pièce.',
    ],
    make: (rng, brand) => {
      const shape = rng.pick(Object.keys(INSERT_SHAPES))
      const spec = INSERT_SHAPES[shape]!
      const size = rng.pick(spec.sizes)
      const thick = rng.pick(spec.thickness)
      const radius = rng.pick(['02', '04', '08', '12', '16'])
      const iso = `${shape}${size}${thick}${radius}`
      const breaker = brand.prefix === 'SAN' ? rng.pick(SANDVIK_BREAKERS) : rng.pick(PRAMET_BREAKERS)
      const grade = brand.prefix === 'SAN' ? rng.pick(SANDVIK_GRADES) : rng.pick(PRAMET_GRADES)
      const model = brand.prefix === 'SAN' ? `${iso}-${breaker}${grade}` : `${iso}E-${breaker}-${grade}`
      return {
        model,
        titre: `Plaquette de tournage ${iso}-${breaker} nuance ${grade} ${brand.titre}`,
        caracs: [
          ['Désignation ISO', '', iso],
          ['Forme', '', `${shape.charAt(0)} (${spec.angle})`],
          ['Rayon de bec', 'mm', fr(Number(radius) / 10)],
          ['Brise-copeaux', '', breaker],
          ['Nuance', '', grade],
          ['Matière usinée', '', gradeMaterial(breaker)],
          ['Conditionnement', '', 'Boîte de 10'],
        ],
        priceHT: Math.round((7 + Number(size.replace('T', '')) * 0.5 + (brand.prefix === 'SAN' ? 3 : 0)) * 100) / 100,
        sale: BOITE_10,
      }
    },
  },
  {
    key: 'tronconner',
    category: 'disques-a-tronconner',
    image: 'disc',
    weight: 4,
    brands: ['norton', 'klingspor', 'tyrolit', '3m', 'bosch-professional'],
    intro: [
      'Disque à tronçonner mince à grains corindon, pour des coupes rapides avec peu d’échauffement et peu de bavures.',
      'Disque de coupe renforcé de deux toiles de verre, certifié oSa, pour meuleuses d’angle.',
    ],
    usage: [
      'Vendu par 10. Sans fer, soufre ni chlore (qualité inox).',
      'Porter des lunettes et des gants\u00a0; ne jamais utiliser sans carter de protection.',
    ],
    make: (rng, brand) => {
      const d = rng.pick([115, 125, 150, 178, 230, 300, 350])
      const e = rng.pick(d <= 150 ? [0.8, 1, 1.2, 1.6] : [1.6, 1.9, 2.5, 3])
      const mat = rng.pick(['acier', 'inox', 'acier et inox', 'aluminium', 'fonte'])
      const line: Record<string, string> = { NOR: 'NX', KLI: 'A60TZ', TYR: 'PREMIUM', '3M': 'CUB2', BOS: 'EXPERT' }
      const model = `${line[brand.prefix] ?? 'STD'}-${d}X${e.toFixed(1)}-${mat.slice(0, 3).toUpperCase()}${mat.includes(' et ') ? 'IX' : ''}`
      return {
        model,
        titre: `Disque à tronçonner ${mat} ${d} × ${fr(e)} × 22,23 mm ${brand.titre}`,
        caracs: [
          ['Diamètre', 'mm', String(d)],
          ['Épaisseur', 'mm', fr(e)],
          ['Alésage', 'mm', d >= 300 ? '25,4' : '22,23'],
          ['Matière à couper', '', mat],
          ['Vitesse max.', 'm/s', d >= 300 ? '100' : '80'],
          ['Forme', '', 'Plat (T41)'],
        ],
        priceHT: Math.round((0.9 + d * d * 0.00006 + e * 0.2) * (brand.prefix === '3M' ? 2.5 : 1) * 100) / 100,
        sale: PACK_10,
      }
    },
  },
  {
    key: 'lamelles',
    category: 'disques-a-lamelles',
    image: 'disc',
    weight: 3,
    brands: ['norton', 'klingspor', 'tyrolit', '3m', 'bosch-professional'],
    intro: [
      'Disque à lamelles pour l’ébavurage, le chanfreinage et la finition des soudures, qui combine enlèvement de matière et bel état de surface.',
      'Disque à lamelles sur support fibre de verre, pour meuleuses d’angle.',
    ],
    usage: [
      'Vendu par 10. Angle de travail conseillé\u00a0: 15 à 25°.',
      'Grain 40 pour l’ébauche, 80 à 120 pour la finition.',
    ],
    make: (rng, brand) => {
      const d = rng.pick([115, 125, 180])
      const grit = rng.pick([40, 60, 80, 120])
      const grain = rng.pick(['zircone', 'céramique', 'corindon'])
      const form = rng.pick(['T27', 'T29'])
      const support = rng.pick(['fibre de verre', 'plastique'])
      const grainCode: Record<string, string> = { zircone: 'ZR', céramique: 'CE', corindon: 'AO' }
      const model = `FL-${grainCode[grain] ?? 'XX'}${grit}-${d}-${form}${support === 'plastique' ? '-P' : ''}`
      return {
        model,
        titre: `Disque à lamelles ${grain} grain ${grit} Ø ${d} mm ${form === 'T27' ? 'plat' : 'conique'} ${brand.titre}`,
        caracs: [
          ['Diamètre', 'mm', String(d)],
          ['Grain', '', `P${grit}`],
          ['Abrasif', '', grain],
          ['Forme', '', form === 'T27' ? 'Plat (T27)' : 'Conique (T29)'],
          ['Support', '', support],
        ],
        priceHT: Math.round((2.4 + d * 0.018) * (grain === 'céramique' ? 1.7 : 1) * 100) / 100,
        sale: PACK_10,
      }
    },
  },
  {
    key: 'mig',
    category: 'postes-mig-mag',
    image: 'welder',
    weight: 2,
    brands: ['lincoln-electric', 'esab', 'kemppi'],
    intro: [
      'Poste à souder semi-automatique inverter, synergique, pour l’acier, l’inox et l’aluminium.',
      'Générateur MIG/MAG compact à dévidoir intégré, adapté à l’atelier comme au chantier.',
    ],
    usage: [
      'Livré prêt à souder avec torche, câble de masse et détendeur selon la version.',
      'Garantie constructeur 3 ans, mise en service possible par nos techniciens.',
    ],
    make: (rng, brand) => {
      const models: Record<string, [string, number, boolean][]> = {
        LIN: [
          ['Powertec i250C', 250, false],
          ['Powertec i350C Advanced', 350, true],
          ['Speedtec 320CP', 320, true],
          ['Speedtec 400SP', 400, true],
          ['Bester 210 MP', 210, false],
        ],
        ESA: [
          ['Rebel EMP 235ic', 235, false],
          ['Rebel EMP 320ic', 320, true],
          ['Warrior 400i', 400, true],
          ['Aristo Mig 4004i', 400, true],
          ['Renegade Mig 300i', 300, true],
        ],
        KEM: [
          ['MinarcMig Evo 200', 200, false],
          ['X3 MigWelder 400', 400, true],
          ['Master M 323', 320, true],
          ['Master M 358', 350, true],
          ['X5 FastMig 400', 400, true],
        ],
      }
      const [name, amps, tri] = rng.pick(models[brand.prefix] ?? models.LIN!)
      const pack = rng.pick([
        { c: '', label: '' },
        { c: '-P3', label: ' pack torche 3 m' },
        { c: '-P4', label: ' pack torche 4 m' },
        { c: '-PC', label: ' pack complet sur chariot' },
      ])
      return {
        model: `${name.replace(/\s+/g, '').toUpperCase()}${pack.c}`,
        titre: `Poste à souder MIG/MAG ${name}${pack.label} ${brand.titre}`,
        caracs: [
          ['Courant de soudage max.', 'A', String(amps)],
          ['Alimentation', 'V', tri ? '400 (triphasé)' : '230 (monophasé)'],
          ['Facteur de marche à 40 °C', '%', `${rng.pick([30, 35, 40, 60])} à ${amps} A`],
          ['Diamètre de fil', 'mm', '0,6 à 1,2'],
          ['Synergique', '', 'Oui'],
          ['Masse', 'kg', String(Math.round(amps / 10 + rng.int(5, 25)))],
        ],
        priceHT: Math.round((900 + amps * 9 + (pack.c ? 350 : 0)) * (brand.prefix === 'KEM' ? 1.15 : 1) * 100) / 100,
      }
    },
  },
  {
    key: 'tig',
    category: 'postes-tig',
    image: 'welder',
    weight: 2,
    brands: ['lincoln-electric', 'esab', 'kemppi'],
    intro: [
      'Poste de soudage TIG inverter pour des soudures précises et esthétiques sur acier, inox et, en version AC/DC, aluminium.',
      'Générateur TIG à amorçage HF et mode pulsé pour les faibles épaisseurs.',
    ],
    usage: [
      'Utilisable également en soudage à l’électrode enrobée (MMA).',
      'Torche refroidie par eau disponible en option pour les intensités élevées.',
    ],
    make: (rng, brand) => {
      const models: Record<string, [string, number, boolean][]> = {
        LIN: [
          ['Invertec 220 AC/DC', 220, true],
          ['V205-T DC', 200, false],
          ['Invertec 270 TP', 270, false],
          ['Aspect 300 AC/DC', 300, true],
        ],
        ESA: [
          ['Renegade ET 300iP', 300, false],
          ['Rogue ET 180i', 180, false],
          ['Rebel EMP 215ic', 215, false],
          ['Caddy Tig 2200i AC/DC', 220, true],
        ],
        KEM: [
          ['MinarcTig Evo 200', 200, false],
          ['MasterTig 335 ACDC', 335, true],
          ['MasterTig 3000', 300, false],
          ['MinarcTig Evo 200MLP', 200, false],
        ],
      }
      const [name, amps, ac] = rng.pick(models[brand.prefix] ?? models.LIN!)
      const water = rng.chance(0.3)
      return {
        model: `${name.replace(/[\s/]+/g, '').toUpperCase()}${water ? '-W' : ''}`,
        titre: `Poste à souder TIG ${name}${water ? ' refroidi par eau' : ''} ${brand.titre}`,
        caracs: [
          ['Courant de soudage max.', 'A', String(amps)],
          ['Courant', '', ac ? 'AC/DC' : 'DC'],
          ['Amorçage', '', 'HF et Lift'],
          ['Refroidissement de torche', '', water ? 'Eau' : 'Air'],
          ['Mode pulsé', '', 'Oui'],
        ],
        priceHT: Math.round((1100 + amps * 8) * (ac ? 1.6 : 1) * (water ? 1.3 : 1) * 100) / 100,
      }
    },
  },
  {
    key: 'fils',
    category: 'fils-de-soudage',
    image: 'spool',
    weight: 3,
    brands: ['lincoln-electric', 'esab'],
    intro: [
      'Fil de soudage en bobine pour le procédé MIG/MAG, à dévidage régulier grâce à un bobinage spire à spire.',
      'Fil certifié CE, TÜV et DB, pour des soudures sans porosité et peu de projections.',
    ],
    usage: [
      'Stocker à l’abri de l’humidité dans son emballage d’origine.',
      'Gaz de protection recommandé indiqué dans les caractéristiques.',
    ],
    make: (rng, brand) => {
      const lines: Record<string, [string, string, string, string][]> = {
        LIN: [
          ['SupraMIG Ultra', 'G3Si1 (SG2)', 'Acier', 'M21 (Ar + 18 % CO2)'],
          ['Outershield 71 E-H', 'T 46 2 P M', 'Acier (fil fourré)', 'M21'],
          ['LNM 304LSi', 'G 19 9 L Si', 'Inox', 'M12 (Ar + 2 % CO2)'],
          ['SuperGlaze 5356', 'S Al 5356', 'Aluminium', 'I1 (Argon)'],
        ],
        ESA: [
          ['OK Autrod 12.51', 'G3Si1 (SG2)', 'Acier', 'M21 (Ar + 18 % CO2)'],
          ['OK Tubrod 15.14', 'T 46 4 M M', 'Acier (fil fourré)', 'M21'],
          ['OK Autrod 308LSi', 'G 19 9 L Si', 'Inox', 'M12 (Ar + 2 % CO2)'],
          ['OK Autrod 5183', 'S Al 5183', 'Aluminium', 'I1 (Argon)'],
        ],
      }
      const [name, norm, mat, gas] = rng.pick(lines[brand.prefix] ?? lines.LIN!)
      const d = rng.pick(mat === 'Aluminium' ? [0.8, 1, 1.2, 1.6] : [0.6, 0.8, 0.9, 1, 1.2, 1.6])
      const kg = mat === 'Aluminium' ? rng.pick([0.5, 2, 7]) : rng.pick([5, 15, 18])
      return {
        model: `${name.replace(/[\s.]+/g, '').toUpperCase()}-${d.toFixed(1)}-${kg}`,
        titre: `Fil de soudage ${mat.toLowerCase()} ${name} Ø ${fr(d, 1)} mm bobine ${fr(kg)} kg ${brand.titre}`,
        caracs: [
          ['Diamètre', 'mm', fr(d, 1)],
          ['Classification', '', norm],
          ['Matière', '', mat],
          ['Poids de la bobine', 'kg', fr(kg)],
          ['Gaz de protection', '', gas],
        ],
        priceHT:
          Math.round(kg * (mat === 'Inox' ? 14 : mat === 'Aluminium' ? 19 : mat.includes('fourré') ? 6.5 : 2.9) * 100) /
          100,
      }
    },
  },
  {
    key: 'electrodes',
    category: 'electrodes-enrobees',
    image: 'rods',
    weight: 2,
    brands: ['lincoln-electric', 'esab'],
    intro: [
      'Électrodes enrobées pour le soudage manuel à l’arc (MMA), amorçage et réamorçage faciles.',
      'Électrodes en paquet étanche VacPac, sans étuvage préalable à l’ouverture.',
    ],
    usage: [
      'Vendues par paquet.',
      'Les électrodes basiques doivent être étuvées si l’emballage a été ouvert depuis plus de 9 heures.',
    ],
    make: (rng, brand) => {
      const lines: Record<string, [string, string, string][]> = {
        LIN: [
          ['Omnia 46', 'Rutile', 'E 42 0 RC 11'],
          ['Conarc 49C', 'Basique', 'E 42 5 B 32 H5'],
          ['Arosta 316L', 'Inox', 'E 19 12 3 L R 32'],
          ['Kardo', 'Rutile', 'E 38 0 RR 12'],
        ],
        ESA: [
          ['OK 46.00', 'Rutile', 'E 38 0 RC 11'],
          ['OK 48.00', 'Basique', 'E 42 4 B 42 H5'],
          ['OK 61.30', 'Inox', 'E 19 9 L R 12'],
          ['OK 63.30', 'Inox', 'E 19 12 3 L R 12'],
        ],
      }
      const [name, type, norm] = rng.pick(lines[brand.prefix] ?? lines.LIN!)
      const d = rng.pick([2, 2.5, 3.2, 4, 5])
      const pack = rng.pick([
        { c: 'E', label: 'étui', kg: 2 },
        { c: 'P', label: 'paquet', kg: 5 },
      ])
      return {
        model: `${name.replace(/[\s.]+/g, '').toUpperCase()}-${d.toFixed(1)}-${pack.c}`,
        titre: `Électrodes ${type === 'Inox' ? 'inox' : `${type.toLowerCase()}s`} ${name} Ø ${fr(d, 1)} mm ${pack.label} de ${pack.kg} kg ${brand.titre}`,
        caracs: [
          ['Diamètre', 'mm', fr(d, 1)],
          ['Enrobage', '', type],
          ['Classification', '', norm],
          ['Longueur', 'mm', d <= 2.5 ? '300' : '350'],
          ['Conditionnement', '', `${pack.label} de ${pack.kg} kg`],
        ],
        priceHT: Math.round(pack.kg * (type === 'Inox' ? 24 : type === 'Basique' ? 8 : 6) * 100) / 100,
        sale: PAQUET,
      }
    },
  },
  {
    key: 'mesure',
    category: 'instruments-de-mesure',
    image: 'caliper',
    weight: 3,
    brands: ['mitutoyo', 'stanley', 'facom'],
    intro: [
      'Instrument de métrologie dimensionnelle pour le contrôle en atelier et en laboratoire.',
      'Mesure fiable et traçable, avec certificat de contrôle fourni.',
    ],
    usage: [
      'Étalonnage périodique recommandé\u00a0: notre laboratoire partenaire assure l’étalonnage COFRAC.',
      'Nettoyer les touches de mesure avant chaque utilisation.',
    ],
    make: (rng, brand) => {
      if (brand.prefix === 'MIT') {
        const kind = rng.pick([
          { t: 'Pied à coulisse numérique', base: '500', ranges: ['0–150', '0–200', '0–300'], price: 120 },
          {
            t: 'Micromètre d’extérieur numérique',
            base: '293',
            ranges: ['0–25', '25–50', '50–75', '75–100'],
            price: 160,
          },
          { t: 'Comparateur numérique', base: '543', ranges: ['0–12,7', '0–25,4'], price: 190 },
          {
            t: 'Micromètre d’extérieur analogique',
            base: '103',
            ranges: ['0–25', '25–50', '50–75', '75–100', '100–125'],
            price: 75,
          },
        ])
        const r = rng.pick(kind.ranges)
        const model = `${kind.base}-${rng.int(130, 199)}-${rng.pick(['10', '20', '30'])}`
        return {
          model,
          titre: `${kind.t} ${r} mm Mitutoyo ${model}`,
          caracs: [
            ['Plage de mesure', 'mm', r],
            ['Résolution', 'mm', kind.base === '103' ? '0,01' : '0,001'],
            ['Indice de protection', '', rng.pick(['IP67', 'IP54', '—'])],
            ['Sortie de données', '', kind.base === '103' ? 'Non' : 'Oui (Digimatic)'],
          ],
          priceHT: Math.round((kind.price + kind.ranges.indexOf(r) * 35) * 100) / 100,
        }
      }
      const len = rng.pick([150, 200, 300])
      const digital = rng.chance(0.5)
      const model =
        brand.prefix === 'FAC' ? `${digital ? '1327A' : '1323'}.${len}` : `${digital ? '0-37-' : '0-36-'}${len}`
      return {
        model,
        titre: `Pied à coulisse ${digital ? 'numérique' : 'à vernier'} ${len} mm ${brand.titre}`,
        caracs: [
          ['Plage de mesure', 'mm', `0–${len}`],
          ['Résolution', 'mm', digital ? '0,01' : '0,02'],
          ['Matière', '', 'Acier inoxydable trempé'],
        ],
        priceHT: Math.round((35 + len * 0.2) * (digital ? 1.8 : 1) * 100) / 100,
      }
    },
  },
  {
    key: 'multimetres',
    category: 'multimetres-et-testeurs',
    image: 'meter',
    weight: 2,
    brands: ['fluke'],
    intro: [
      'Instrument de mesure électrique robuste pour le dépannage des installations et des machines industrielles.',
      'Appareil de test à mesure en valeur efficace vraie (TRMS), conforme aux catégories de sécurité CAT III / CAT IV.',
    ],
    usage: [
      'Livré avec cordons de mesure, étui et piles.',
      'Garantie constructeur\u00a0; étalonnage raccordé disponible sur demande.',
    ],
    make: (rng) => {
      const models: [string, string, number][] = [
        ['87V', 'Multimètre numérique industriel', 520],
        ['117', 'Multimètre numérique électricien', 260],
        ['179', 'Multimètre numérique TRMS', 380],
        ['115', 'Multimètre numérique compact', 220],
        ['287', 'Multimètre enregistreur', 690],
        ['289', 'Multimètre enregistreur industriel', 760],
        ['T6-1000', 'Testeur électrique sans contact FieldSense', 390],
        ['376 FC', 'Pince ampèremétrique TRMS sans fil', 640],
        ['323', 'Pince ampèremétrique TRMS', 170],
        ['325', 'Pince ampèremétrique TRMS', 230],
        ['62 MAX+', 'Thermomètre infrarouge', 130],
        ['1587 FC', 'Multimètre d’isolement', 1190],
        ['773', 'Pince milliampèremétrique de process', 1290],
        ['709H', 'Calibrateur de boucle HART', 1490],
      ]
      const [code, label, price] = rng.pick(models)
      const kit = rng.pick([
        { c: '', l: '' },
        { c: '-KIT', l: ' en kit avec accessoires' },
        { c: '-EUR', l: ' (version européenne)' },
      ])
      return {
        model: `${code.replace(/\s+/g, '')}${kit.c}`,
        titre: `${label} Fluke ${code}${kit.l}`,
        caracs: [
          ['Catégorie de mesure', '', rng.pick(['CAT III 1000 V / CAT IV 600 V', 'CAT III 600 V', 'CAT IV 600 V'])],
          ['Mesure TRMS', '', 'Oui'],
          ['Tension max.', 'V', '1000'],
          ['Indice de protection', '', rng.pick(['IP67', 'IP54', 'IP40'])],
        ],
        priceHT: Math.round(price * (kit.c === '-KIT' ? 1.25 : 1) * 100) / 100,
      }
    },
  },
  {
    key: 'perceuses',
    category: 'perceuses-visseuses',
    image: 'powertool',
    weight: 3,
    brands: ['makita', 'milwaukee', 'bosch-professional'],
    intro: [
      'Perceuse-visseuse sans fil à moteur sans charbons, compacte et puissante pour le perçage et le vissage en maintenance.',
      'Outil sans fil professionnel compatible avec toute la gamme de batteries de la marque.',
    ],
    usage: [
      'Version «\u00a0nu\u00a0» livrée sans batterie ni chargeur.',
      'Garantie 3 ans après enregistrement auprès du fabricant.',
    ],
    make: (rng, brand) => {
      const models: Record<string, [string, string, number, number][]> = {
        MAK: [
          ['DDF485', 'Perceuse-visseuse', 18, 50],
          ['DHP486', 'Perceuse-visseuse à percussion', 18, 130],
          ['DTD172', 'Visseuse à chocs', 18, 180],
          ['DDF083', 'Perceuse-visseuse compacte', 18, 40],
          ['DF333D', 'Perceuse-visseuse', 12, 30],
        ],
        MIL: [
          ['M18 FPD3', 'Perceuse-visseuse à percussion FUEL', 18, 158],
          ['M18 FDD3', 'Perceuse-visseuse FUEL', 18, 158],
          ['M18 FID3', 'Visseuse à chocs FUEL', 18, 226],
          ['M12 FPD2', 'Perceuse-visseuse à percussion FUEL', 12, 45],
          ['M12 FID2', 'Visseuse à chocs FUEL', 12, 170],
        ],
        BOS: [
          ['GSR 18V-110 C', 'Perceuse-visseuse', 18, 110],
          ['GSB 18V-90 C', 'Perceuse-visseuse à percussion', 18, 64],
          ['GDX 18V-210 C', 'Visseuse à chocs', 18, 210],
          ['GSR 12V-35', 'Perceuse-visseuse', 12, 35],
          ['GSB 18V-55', 'Perceuse-visseuse à percussion', 18, 55],
        ],
      }
      const [code, label, volts, torque] = rng.pick(models[brand.prefix] ?? models.MAK!)
      const kit = rng.pick([
        { c: brand.prefix === 'MAK' ? 'Z' : brand.prefix === 'MIL' ? '-0X' : '-0', l: 'nu, sans batterie', f: 1 },
        {
          c: brand.prefix === 'MAK' ? 'RTJ' : brand.prefix === 'MIL' ? '-502X' : '-2X50',
          l: 'avec 2 batteries 5 Ah et chargeur, en coffret',
          f: 2.1,
        },
        {
          c: brand.prefix === 'MAK' ? 'RFJ' : brand.prefix === 'MIL' ? '-402C' : '-2X40',
          l: 'avec 2 batteries 4 Ah et chargeur',
          f: 1.8,
        },
        {
          c: brand.prefix === 'MAK' ? 'SYJ' : brand.prefix === 'MIL' ? '-202C' : '-2X20',
          l: 'avec 2 batteries 2 Ah et chargeur',
          f: 1.5,
        },
      ])
      return {
        model: `${code.replace(/\s+/g, '')}${kit.c}`,
        titre: `${label} ${volts} V ${code}${kit.c} ${kit.l} ${brand.titre}`,
        caracs: [
          ['Tension', 'V', String(volts)],
          ['Couple max.', 'N·m', String(torque)],
          ['Mandrin', 'mm', volts === 12 ? '10' : '13'],
          ['Moteur', '', 'Sans charbons'],
          ['Livraison', '', kit.l],
        ],
        priceHT: Math.round((90 + torque * 0.8) * kit.f * 100) / 100,
      }
    },
  },
  {
    key: 'meuleuses',
    category: 'meuleuses-d-angle',
    image: 'powertool',
    weight: 2,
    brands: ['makita', 'milwaukee', 'bosch-professional'],
    intro: [
      'Meuleuse d’angle professionnelle pour la coupe, l’ébarbage et le ponçage des métaux.',
      'Meuleuse équipée d’un frein moteur, d’une sécurité anti-redémarrage et d’un carter réglable sans outil.',
    ],
    usage: [
      'Utiliser exclusivement des disques dont la vitesse admissible est supérieure à la vitesse de la machine.',
      'Poignée latérale anti-vibrations fournie.',
    ],
    make: (rng, brand) => {
      const models: Record<string, [string, number, string][]> = {
        MAK: [
          ['GA5030R', 125, '720 W'],
          ['GA9020', 230, '2200 W'],
          ['DGA506', 125, '18 V'],
          ['DGA511', 125, '18 V'],
          ['GA5040C', 125, '1400 W'],
        ],
        MIL: [
          ['M18 FSAG125X', 125, '18 V'],
          ['AGV 15-125 XC', 125, '1550 W'],
          ['AGV 26-230 GEX', 230, '2600 W'],
          ['M18 CAG125X', 125, '18 V'],
        ],
        BOS: [
          ['GWS 18V-10', 125, '18 V'],
          ['GWS 17-125 CIE', 125, '1700 W'],
          ['GWS 22-230 JH', 230, '2200 W'],
          ['GWS 12-125', 125, '1200 W'],
        ],
      }
      const [code, d, power] = rng.pick(models[brand.prefix] ?? models.MAK!)
      const cordless = power.endsWith('V')
      const bare = brand.prefix === 'MAK' ? 'Z' : '-0X'
      const kitted = brand.prefix === 'MAK' ? 'RTJ' : '-502X'
      const kit = cordless
        ? rng.pick([
            { c: bare, l: ' nue', k: false },
            { c: kitted, l: ' avec 2 batteries 5 Ah', k: true },
          ])
        : rng.pick([
            { c: '', l: '', k: false },
            { c: '-K', l: ' en coffret', k: false },
          ])
      return {
        model: `${code.replace(/\s+/g, '')}${kit.c}`,
        titre: `Meuleuse d’angle ${d} mm ${power} ${code}${kit.l} ${brand.titre}`,
        caracs: [
          ['Diamètre de disque', 'mm', String(d)],
          ['Puissance / tension', '', power],
          ['Vitesse à vide', 'tr/min', d === 230 ? '6600' : '11000'],
          ['Frein moteur', '', rng.chance(0.6) ? 'Oui' : 'Non'],
          ['Filetage de broche', '', 'M14'],
        ],
        priceHT: Math.round((d === 230 ? 210 : 120) * (cordless ? 1.5 : 1) * (kit.k ? 1.9 : 1) * 100) / 100,
      }
    },
  },
  {
    key: 'chimie',
    category: 'colles-et-produits-chimiques',
    image: 'can',
    weight: 3,
    brands: ['loctite', 'wurth', '3m'],
    intro: [
      'Produit de chimie technique pour l’assemblage, l’étanchéité et l’entretien en maintenance industrielle.',
      'Formulation industrielle à fiche de données de sécurité disponible, adaptée aux ateliers de production.',
    ],
    usage: [
      'Fiche de données de sécurité disponible sur demande.',
      'Stocker entre +8 et +21 °C, à l’abri de la lumière.',
    ],
    make: (rng, brand) => {
      if (brand.prefix === 'LOC') {
        const products: [string, string, string[]][] = [
          ['243', 'Freinfilet résistance moyenne', ['10ML', '50ML', '250ML']],
          ['270', 'Freinfilet haute résistance', ['10ML', '50ML', '250ML']],
          ['2701', 'Freinfilet très haute résistance', ['50ML', '250ML']],
          ['542', 'Étanchéité filetages hydrauliques', ['50ML', '250ML']],
          ['577', 'Étanchéité filetages métalliques', ['50ML', '250ML']],
          ['638', 'Fixation de roulements haute résistance', ['10ML', '50ML', '250ML']],
          ['648', 'Fixation cylindrique haute température', ['5ML', '50ML', '250ML']],
          ['401', 'Colle instantanée universelle', ['20G', '50G', '500G']],
          ['406', 'Colle instantanée plastiques et caoutchoucs', ['20G', '50G', '500G']],
          ['3090', 'Colle instantanée gel bi-composant', ['10G']],
          ['SF 7063', 'Nettoyant dégraissant', ['400ML', '10L']],
          ['SF 7200', 'Décapant de joints', ['400ML']],
          ['5699', 'Joint silicone gris', ['300ML']],
          ['EA 3450', 'Époxy métal rapide', ['25ML']],
        ]
        const [code, label, sizes] = rng.pick(products)
        const size = rng.pick(sizes)
        const liquid = size === '10L'
        return {
          model: `${code.replace(/\s+/g, '')}-${size}`,
          titre: `${label} Loctite ${code} ${sizeLabel(size)}${liquid ? ', vendu au litre' : ''}`,
          caracs: [
            ['Fonction', '', label],
            ['Conditionnement', '', sizeLabel(size)],
            ['Temps de prise', 'min', String(rng.pick([5, 10, 15, 20]))],
            ['Température d’utilisation', '°C', rng.pick(['-55 à +150', '-55 à +180', '-40 à +120'])],
          ],
          priceHT: liquid ? 11.8 : Math.round((8 + (parseInt(size, 10) || 10) * 0.45) * 100) / 100,
          sale: liquid ? LITRE : undefined,
        }
      }
      if (brand.prefix === '3M') {
        const products: [string, string][] = [
          ['VHB 4991', 'Ruban adhésif double face VHB'],
          ['DP490', 'Adhésif structural époxy'],
          ['DP8405NS', 'Adhésif structural acrylique'],
          ['Scotch-Weld 2216', 'Adhésif époxy flexible'],
        ]
        const [code, label] = rng.pick(products)
        const size = rng.pick(['50ML', '400ML', '25MMX33M', '19MMX33M'])
        return {
          model: `${code.replace(/[\s-]+/g, '')}-${size}`,
          titre: `${label} 3M ${code} ${size.replace('ML', ' ml').replace('MMX', ' mm × ').replace('33M', '33 m')}`,
          caracs: [
            ['Fonction', '', label],
            ['Conditionnement', '', size.replace('ML', ' ml').replace('MMX', ' mm × ').replace('33M', '33 m')],
            ['Résistance au cisaillement', 'MPa', String(rng.int(8, 32))],
          ],
          priceHT: Math.round(rng.float(18, 95) * 100) / 100,
        }
      }
      const products: [string, string, boolean][] = [
        ['0890108', 'Dégraissant industriel', false],
        ['0893460', 'Huile de coupe soluble', true],
        ['0893050', 'Huile de coupe entière', true],
        ['0890100', 'Nettoyant frein', false],
        ['0893102', 'Spray zinc brillant', false],
        ['0893440', 'Huile de coupe en aérosol', false],
        ['0893811', 'Détecteur de fuites', false],
        ['0890600', 'Nettoyant mains atelier', false],
      ]
      const [code, label, bulk] = rng.pick(products)
      if (bulk) {
        const drum = rng.pick([5, 20, 60])
        return {
          model: `${code}-${drum}L`,
          titre: `${label} en bidon de ${drum} L, vendue au litre Würth`,
          caracs: [
            ['Fonction', '', label],
            ['Conditionnement', '', `Bidon de ${drum} L`],
            ['Dilution', '%', label.includes('soluble') ? '3 à 8' : 'Pure'],
          ],
          priceHT: label.includes('soluble') ? 7.4 : 6.1,
          sale: LITRE,
        }
      }
      const size = rng.pick([300, 400, 500])
      return {
        model: `${code}-${size}`,
        titre: `${label} aérosol ${size} ml Würth`,
        caracs: [
          ['Fonction', '', label],
          ['Conditionnement', '', `Aérosol ${size} ml`],
          ['Température d’utilisation', '°C', '+5 à +40'],
        ],
        priceHT: Math.round((5 + size * 0.012) * 100) / 100,
      }
    },
  },
  {
    key: 'gants',
    category: 'gants-de-protection',
    image: 'glove',
    weight: 3,
    brands: ['delta-plus', 'honeywell', '3m'],
    intro: [
      'Gants de protection pour la manutention de pièces métalliques, conformes à la norme EN 388.',
      'Gants tricotés sans couture, enduits sur la paume pour une excellente préhension en milieu sec ou gras.',
    ],
    usage: ['Vendus par 10 paires.', 'Choisir la taille en mesurant le tour de main.'],
    make: (rng, brand) => {
      const models: Record<string, [string, string, string][]> = {
        DEL: [
          ['VECUT52', 'anti-coupure', '4X43C'],
          ['VV735', 'anti-coupure niveau F', '4X44F'],
          ['VE702PN', 'de manutention enduit nitrile', '4131X'],
          ['VECUT42', 'anti-coupure', '4X42C'],
          ['TIGMIG', 'de soudage TIG/MIG', '2121X'],
          ['VE730', 'enduit PU', '4131X'],
        ],
        HON: [
          ['2232245', 'Polytril Air', '4121X'],
          ['2232522', 'Perfect Cutting', '4X42C'],
          ['2232270', 'Tegera enduit nitrile', '4131X'],
          ['2094140', 'de soudage', '2122X'],
        ],
        '3M': [
          ['CG-FG', 'Comfort Grip', '3121X'],
          ['CG-CUT', 'Comfort Grip anti-coupure', '4X43D'],
        ],
      }
      const [code, label, en388] = rng.pick(models[brand.prefix] ?? models.DEL!)
      const size = rng.int(6, 11)
      return {
        model: `${code}-T${size}`,
        titre: `Gants ${label} taille ${size} ${brand.titre}`,
        caracs: [
          ['Taille', '', String(size)],
          ['Norme EN 388', '', en388],
          ['Enduction', '', rng.pick(['Nitrile', 'Polyuréthane', 'Latex', 'Sans'])],
          ['Conditionnement', '', 'Sachet de 10 paires'],
        ],
        priceHT: Math.round((label.includes('anti-coupure') ? 6.9 : label.includes('soudage') ? 8.5 : 2.4) * 100) / 100,
        sale: PACK_10,
      }
    },
  },
  {
    key: 'respiratoire',
    category: 'protection-respiratoire',
    image: 'mask',
    weight: 2,
    brands: ['3m', 'honeywell', 'delta-plus'],
    intro: [
      'Protection respiratoire contre les poussières, fumées et vapeurs, pour le soudage, le meulage et la peinture.',
      'Équipement certifié EN 149 ou EN 140, confortable pour une utilisation prolongée.',
    ],
    usage: [
      'Réaliser un essai d’ajustement à chaque port.',
      'Remplacer les filtres dès que la respiration devient difficile.',
    ],
    make: (rng, brand) => {
      const models: Record<string, [string, string, boolean][]> = {
        '3M': [
          ['8822', 'Masque FFP2 avec soupape', true],
          ['8833', 'Masque FFP3 avec soupape', true],
          ['9322+', 'Masque Aura FFP2', true],
          ['6200', 'Demi-masque réutilisable série 6000', false],
          ['6055', 'Paire de cartouches A2', false],
          ['2135', 'Paire de filtres P3', false],
        ],
        HON: [
          ['4211', 'Masque FFP2 avec soupape', true],
          ['4311', 'Masque FFP3 avec soupape', true],
          ['N7700', 'Demi-masque silicone', false],
          ['N75003', 'Paire de filtres A1', false],
        ],
        DEL: [
          ['M1200VP', 'Masque FFP2 avec soupape', true],
          ['M6300VP', 'Masque FFP3 avec soupape', true],
          ['M6200', 'Demi-masque', false],
        ],
      }
      const [code, label, box] = rng.pick(models[brand.prefix] ?? models['3M']!)
      const size = label.startsWith('Demi') ? rng.pick(['S', 'M', 'L']) : ''
      return {
        model: `${code}${size ? `-${size}` : ''}`,
        titre: `${label}${size ? ` taille ${size}` : ''} ${brand.titre} ${code}${box ? ', boîte de 10' : ''}`,
        caracs: [
          ['Type', '', label],
          ['Norme', '', label.startsWith('Masque') ? 'EN 149:2001+A1:2009' : 'EN 140 / EN 14387'],
          ['Taille', '', size || 'Unique'],
          ['Conditionnement', '', box ? 'Boîte de 10' : 'Unité'],
        ],
        priceHT:
          Math.round((box ? (label.includes('FFP3') ? 38 : 24) : label.startsWith('Demi') ? 29 : 14) * 100) / 100,
        sale: box ? PAQUET : undefined,
      }
    },
  },
  {
    key: 'lunettes',
    category: 'lunettes-de-securite',
    image: 'glasses',
    weight: 2,
    brands: ['3m', 'delta-plus', 'honeywell'],
    intro: [
      'Lunettes de sécurité enveloppantes à oculaire en polycarbonate, protection contre les projections et les UV.',
      'Lunettes de protection légères et confortables, compatibles avec le port de protections auditives.',
    ],
    usage: ['Traitement anti-rayures et anti-buée selon la version.', 'Conformes à la norme EN 166, classe optique 1.'],
    make: (rng, brand) => {
      const models: Record<string, string[]> = {
        '3M': ['SecureFit 400', 'Solus 1000', 'Virtua AP', 'GoggleGear 500'],
        DEL: ['KILIMANDJARO', 'PITON2', 'BRAVA2', 'GALERAS', 'BLOW2'],
        HON: ['A700', 'XV', 'Millennia 2G', 'SVP 200'],
      }
      const name = rng.pick(models[brand.prefix] ?? models.DEL!)
      const tint = rng.pick([
        { c: 'CL', l: 'incolore' },
        { c: 'SM', l: 'fumé' },
        { c: 'YE', l: 'jaune' },
        { c: 'T5', l: 'teinte soudage 5' },
        { c: 'IO', l: 'miroir' },
      ])
      const coat = rng.pick([
        { c: 'AF', l: 'anti-buée' },
        { c: 'AS', l: 'anti-rayures' },
        { c: 'ASAF', l: 'anti-rayures et anti-buée' },
      ])
      return {
        model: `${name.replace(/\s+/g, '').toUpperCase()}-${tint.c}-${coat.c}`,
        titre: `Lunettes de sécurité ${name} oculaire ${tint.l} ${coat.l} ${brand.titre}`,
        caracs: [
          ['Oculaire', '', `Polycarbonate ${tint.l}`],
          ['Traitement', '', coat.l],
          ['Norme', '', 'EN 166 1 F'],
          ['Filtre', '', tint.c === 'T5' ? 'EN 169 teinte 5' : 'EN 170 (UV)'],
        ],
        priceHT: Math.round(rng.float(4.5, 18) * 100) / 100,
      }
    },
  },
  {
    key: 'auditive',
    category: 'protection-auditive',
    image: 'earmuff',
    weight: 2,
    brands: ['3m', 'honeywell', 'delta-plus'],
    intro: [
      'Protection auditive pour les ateliers bruyants\u00a0: meulage, chaudronnerie, presses et compresseurs.',
      'Protection contre le bruit conforme à la norme EN 352, confortable pour un port toute la journée.',
    ],
    usage: [
      'Choisir l’affaiblissement (SNR) en fonction du niveau sonore mesuré au poste.',
      'Bouchons jetables vendus en boîte distributrice.',
    ],
    make: (rng, brand) => {
      const models: Record<string, [string, string, number, boolean][]> = {
        '3M': [
          ['H520A', 'Casque antibruit Peltor Optime II', 31, false],
          ['X4A', 'Casque antibruit Peltor X4', 33, false],
          ['1100', 'Bouchons d’oreilles mousse', 37, true],
          ['EA-CLASSIC', 'Bouchons d’oreilles E-A-R Classic', 28, true],
        ],
        HON: [
          ['LL-1', 'Bouchons d’oreilles Laser Lite', 35, true],
          ['L3', 'Casque antibruit Leightning L3', 30, false],
          ['VS130', 'Casque antibruit VeriShield', 30, false],
        ],
        DEL: [
          ['CONICFIT', 'Bouchons d’oreilles Conicfit', 36, true],
          ['PIT-STOP', 'Casque antibruit pliable Pit-Stop', 30, false],
          ['INTERLAGOS', 'Casque antibruit Interlagos', 33, false],
        ],
      }
      const [code, label, snr, plugs] = rng.pick(models[brand.prefix] ?? models['3M']!)
      const variant = plugs ? rng.pick(['', '-DET']) : rng.pick(['', '-CASQ', '-HV'])
      const extra =
        variant === '-DET'
          ? ' détectables'
          : variant === '-CASQ'
            ? ' pour casque de chantier'
            : variant === '-HV'
              ? ' haute visibilité'
              : ''
      return {
        model: `${code}${variant}`,
        titre: `${label}${extra}${plugs ? ', boîte de 200 paires' : ''} ${brand.titre}`,
        caracs: [
          ['Affaiblissement SNR', 'dB', String(snr)],
          ['Norme', '', plugs ? 'EN 352-2' : variant === '-CASQ' ? 'EN 352-3' : 'EN 352-1'],
          ['Type', '', plugs ? 'Bouchons jetables' : 'Serre-tête'],
        ],
        priceHT: plugs
          ? Math.round((42 + (variant ? 30 : 0)) * 100) / 100
          : Math.round((18 + snr * 0.8 + (variant ? 9 : 0)) * 100) / 100,
        sale: plugs ? PAQUET : undefined,
      }
    },
  },
]

/**
 * The first products of the catalogue: the references quoted in the specification and the demo scripts.
 * (The reference is `${brand prefix}-${model}`.)
 */
export const ANCHOR_PRODUCTS: readonly { family: string; brand: string; variant: (brand: MarqueSeed) => Variant }[] = [
  { family: 'roulement-billes', brand: 'skf', variant: (b) => ballBearing(b, '6204', sealOf('SKF', '-2RS')) },
  { family: 'cles-mixtes', brand: 'facom', variant: () => facomSet(10) },
  {
    family: 'mig',
    brand: 'lincoln-electric',
    variant: () => ({
      model: 'K2278-1',
      titre: 'Torche MIG/MAG Magnum PRO 250L 4,5 m Lincoln Electric',
      caracs: [
        ['Intensité admissible', 'A', '250 (CO2) / 200 (mélange)'],
        ['Longueur de câble', 'm', '4,5'],
        ['Diamètre de fil', 'mm', '0,8 à 1,2'],
        ['Refroidissement', '', 'Air'],
        ['Connecteur', '', 'Euro'],
      ],
      priceHT: 189,
      phrase: 'Torche de remplacement compatible avec les postes Powertec et Speedtec.',
    }),
  },
  { family: 'roulement-billes', brand: 'nsk', variant: (b) => ballBearing(b, '6305', sealOf('NSK', 'ZZ')) },
]

export { ttc }
