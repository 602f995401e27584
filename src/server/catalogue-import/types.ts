/**
 * What a catalogue file says about one product, in the shop's terms. A field left `undefined` is one the file says
 * nothing about: the import leaves it as it is. Parsers (BMEcat, CSV, XLSX) produce these; the writer applies them.
 */
export type ImportedFeature = {
  /** The feature's name as shown (ETIM: its description when the file gives one, else its code). */
  label: string
  /** Unit as shown (mm, kg, W), '' when none. */
  unit: string
  value: string
  /** ETIM feature code (EF000008), '' for other feature systems. */
  code: string
}

type MediaRole = 'image' | 'fiche_technique' | 'fiche_securite'
export type ImportedMedia = { source: string; role: MediaRole; description: string }

export type ImportedProduct = {
  /** SUPPLIER_PID / « reference »: the shop's reference (`dimasys_reference`). */
  reference: string
  /** Where the product is in the file: « ligne 12 » of a CSV, the line of <PRODUCT> in XML. */
  line: number
  /** BMEcat `mode` of a delta: `delete` hides the product. */
  mode: 'new' | 'update' | 'delete'
  titre?: string
  description?: string
  ean?: string | null
  marque?: string | null
  reference_fabricant?: string | null
  classe_etim?: string | null
  caracteristiques?: ImportedFeature[]
  sale_unit?: string
  quantity_min_to_buy?: number
  cart_increment?: number
  media?: ImportedMedia[]
  /** « Remplacé par » (BMEcat PRODUCT_REFERENCE followup), a reference. */
  remplace_par?: string | null
  /** accessories, consists_of, sparepart: references. */
  compatibles?: string[]
  /** similar: references. */
  relations?: string[]
  /** Supplier catalogue group ids (CATALOG_GROUP_SYSTEM), mapped to the shop's categories by the editors' mapping. */
  groupes?: string[]
  /** CSV/XLSX: categories named directly by their slug. */
  categories?: string[]
  should_be_displayed?: boolean
}

/** A supplier catalogue group (CATALOG_STRUCTURE). */
export type SupplierGroup = { id: string; name: string; parent: string | null }

/** A line refused, or a remark about a line: `where` is « ligne 12 » or « SUPPLIER_PID X-1 ». */
export type Problem = { where: string; reason: string }

/** `full`: a whole catalogue (products missing from it are hidden); `delta`: changes only. */
export type CatalogueKind = 'full' | 'delta'

export type ParsedCatalogue = {
  format: 'bmecat' | 'csv' | 'xlsx' | 'erp'
  kind: CatalogueKind
  products: ImportedProduct[]
  groups: SupplierGroup[]
  /** Lines left out, with their reason: the other lines go in. */
  problems: Problem[]
}

/** A file that cannot be read at all (malformed XML, wrong encoding, unknown columns): nothing is written. */
export class CatalogueRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CatalogueRefused'
  }
}
