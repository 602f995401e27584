import type { Payload } from 'payload'

import { writeCsv } from './columns'
import { writeXlsx } from './xlsx'
import { plainText } from './trace'
import type { ImportedProduct } from './types'

type Doc = Record<string, unknown> & { id: number }
const idOf = (v: unknown): number | null =>
  typeof v === 'number' ? v : v && typeof v === 'object' && 'id' in v ? ((v as Doc).id ?? null) : null
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(idOf).filter((x): x is number => x !== null) : [])

async function names(payload: Payload, collection: 'marques' | 'categories' | 'media', field: string): Promise<Map<number, string>> {
  const { docs } = await payload.find({
    collection,
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: true,
    select: { [field]: true } as never,
  })
  return new Map((docs as unknown as Doc[]).map((d) => [d.id, String(d[field] ?? '')]))
}

/** Every product in the spreadsheet column set (columns.ts): what the import reads back unchanged. */
export async function exportProducts(payload: Payload): Promise<ImportedProduct[]> {
  const [brands, categories, media] = await Promise.all([
    names(payload, 'marques', 'titre'),
    names(payload, 'categories', 'slug'),
    names(payload, 'media', 'filename'),
  ])
  const { docs } = await payload.find({
    collection: 'produits',
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: true,
    sort: 'dimasys_reference',
  })
  const products = docs as unknown as Doc[]
  const references = new Map(products.map((p) => [p.id, String(p.dimasys_reference)]))
  const refs = (v: unknown) => ids(v).flatMap((id) => references.get(id) ?? [])
  const file = (v: unknown): string[] => {
    const name = media.get(idOf(v) ?? -1)
    return name ? [name] : []
  }
  return products.map((p, i) => ({
    reference: String(p.dimasys_reference),
    line: i + 2,
    mode: 'new' as const,
    titre: String(p.titre ?? ''),
    description: plainText(p.description),
    ean: (p.ean as string | null) ?? null,
    marque: brands.get(idOf(p.marque) ?? -1) ?? null,
    reference_fabricant: (p.reference_fabricant as string | null) ?? null,
    classe_etim: (p.classe_etim as string | null) ?? null,
    caracteristiques: ((p.caracteristiques as Record<string, string | null>[] | null) ?? []).map((c) => ({
      label: c.reference_carac ?? '',
      unit: c.type ?? '',
      value: c.valeur ?? '',
      code: c.code ?? '',
    })),
    sale_unit: (p.sale_unit as string | undefined) ?? undefined,
    quantity_min_to_buy: (p.quantity_min_to_buy as number | undefined) ?? undefined,
    cart_increment: (p.cart_increment as number | undefined) ?? undefined,
    categories: ids(p.categories).flatMap((id) => categories.get(id) ?? []),
    media: [
      ...((p.galerie as { image?: unknown }[] | null) ?? [])
        .flatMap((g) => file(g.image))
        .map((source) => ({ source, role: 'image' as const, description: '' })),
      ...file(p.fiche_technique).map((source) => ({ source, role: 'fiche_technique' as const, description: '' })),
      ...ids(p.fiches_securite)
        .flatMap((id) => file(id))
        .map((source) => ({ source, role: 'fiche_securite' as const, description: '' })),
    ],
    remplace_par: refs(p.remplace_par ? [p.remplace_par] : [])[0] ?? null,
    compatibles: refs(p.compatibles),
    relations: refs(p.relations),
    should_be_displayed: p.should_be_displayed !== false,
  }))
}

export const exportCsv = async (payload: Payload): Promise<string> => writeCsv(await exportProducts(payload))

export const exportXlsx = async (payload: Payload): Promise<Buffer> => writeXlsx(await exportProducts(payload))
