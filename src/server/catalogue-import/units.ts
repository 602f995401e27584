/**
 * Units of a catalogue file. Features give UN/CEFACT codes (BMEcat FUNIT: MMT, KGM…) shown by their symbol; an order
 * unit becomes the shop's `sale_unit` (codes the cart words, src/lib/cart/quantity.ts). A unit outside these lists is
 * a bad line: the shop would show a code no buyer reads.
 */

/** UN/CEFACT unit code → symbol shown beside a feature's value. Symbols themselves are accepted too. */
const FEATURE_UNITS: Record<string, string> = {
  MMT: 'mm',
  CMT: 'cm',
  MTR: 'm',
  KMT: 'km',
  MMK: 'mm²',
  CMK: 'cm²',
  MTK: 'm²',
  MTQ: 'm³',
  GRM: 'g',
  KGM: 'kg',
  TNE: 't',
  MLT: 'ml',
  LTR: 'l',
  CLT: 'cl',
  WTT: 'W',
  KWT: 'kW',
  VLT: 'V',
  AMP: 'A',
  AMH: 'Ah',
  HTZ: 'Hz',
  KHZ: 'kHz',
  NEU: 'N',
  NU: 'N·m',
  BAR: 'bar',
  PAL: 'Pa',
  CEL: '°C',
  KEL: 'K',
  SEC: 's',
  MIN: 'min',
  HUR: 'h',
  RPM: 'tr/min',
  '2M': 'dB',
  P1: '%',
  DD: '°',
  LUX: 'lx',
  LUM: 'lm',
  MQH: 'm³/h',
  L2: 'l/min',
  KMH: 'km/h',
  J: 'J',
  C62: '',
}
const SYMBOLS = new Set(Object.values(FEATURE_UNITS).filter(Boolean))

/** The symbol of a feature unit (code or symbol), '' for none, null when unknown. */
export function featureUnit(unit: string | undefined | null): string | null {
  const u = (unit ?? '').trim()
  if (u === '') return ''
  const symbol = FEATURE_UNITS[u.toUpperCase()]
  if (symbol !== undefined) return symbol
  return SYMBOLS.has(u) ? u : null
}

/** BMEcat order unit → the shop's sale_unit code (the cart's words: 'EA' pièce, 'M' mètre…). */
const ORDER_UNITS: Record<string, string> = {
  C62: 'EA',
  PCE: 'EA',
  H87: 'EA',
  EA: 'EA',
  PK: 'PK',
  PA: 'PK',
  BX: 'BX',
  SET: 'SET',
  PR: 'PR',
  RO: 'RO',
  MTR: 'M',
  M: 'M',
  CMT: 'CMT',
  MMT: 'MMT',
  LTR: 'L',
  L: 'L',
  KGM: 'KG',
  KG: 'KG',
  MTK: 'MTK',
}

/** Packaging units sold as « boîte de 10 » when the order unit holds several content units (NO_CU_PER_OU). */
const PACKAGING: Record<string, string> = { BX: 'boîte', PK: 'paquet', PA: 'paquet', SET: 'jeu', RO: 'rouleau' }

/** The sale unit of an order unit and its content units per order unit; null when the order unit is unknown. */
export function saleUnit(orderUnit: string, contentUnits: number | null): string | null {
  const code = orderUnit.trim().toUpperCase()
  const unit = ORDER_UNITS[code]
  if (!unit) return null
  const packaging = PACKAGING[code]
  if (packaging && contentUnits !== null && contentUnits > 1) return `${packaging} de ${contentUnits}`
  return unit
}

/** A sale unit as written in a spreadsheet: a code of the list above, or « boîte de 10 » and the like. */
export function spreadsheetSaleUnit(text: string): string | null {
  const t = text.trim()
  if (t === '') return 'EA'
  const code = ORDER_UNITS[t.toUpperCase()]
  if (code) return code
  return /^(boîte|paquet|jeu|rouleau) de \d+$/.test(t) ? t : null
}
