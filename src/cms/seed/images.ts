/** Rasterises the seed's SVG drawings to small WebP images with sharp. */
import sharp from 'sharp'

import { bannerSvg, logoSvg, productSvg, type ImageKind } from './svg'

/** French name of what each kind of drawing shows (for the media `alt`). */
export const KIND_LABEL: Record<ImageKind, string> = {
  bearing: 'roulement à billes',
  gear: 'engrenage',
  belt: 'courroie de transmission sur deux poulies',
  chain: 'chaîne à rouleaux',
  wrench: 'clé de serrage',
  pliers: 'pince',
  screwdriver: 'tournevis',
  drill: 'foret hélicoïdal',
  insert: 'plaquette de coupe',
  disc: 'disque abrasif',
  welder: 'poste à souder',
  spool: 'bobine de fil de soudage',
  rods: 'électrodes de soudage',
  caliper: 'pied à coulisse',
  meter: 'multimètre',
  powertool: 'perceuse-visseuse sans fil',
  can: 'flacon de produit technique',
  glove: 'gant de protection',
  glasses: 'lunettes de sécurité',
  mask: 'demi-masque respiratoire',
  earmuff: 'casque antibruit',
}

const webp = (svg: string, quality = 72): Promise<Buffer> => sharp(Buffer.from(svg)).webp({ quality, effort: 2 }).toBuffer()

// 1200 px: the product page shows them up to 608 CSS px, i.e. ~950 device px on a 2.6x phone
export const renderProductImage = (kind: ImageKind, n: number, size = 1200) => webp(productSvg(kind, `produit:${kind}:${n}`, size))
export const renderBanner = (kinds: readonly ImageKind[], seed: string) => webp(bannerSvg(kinds, seed, 600, 340), 70)
export const renderLogo = (seed: string, hue: number) => webp(logoSvg(seed, hue, 240), 80)
