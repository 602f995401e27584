import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CatalogueRefused, parseBmecat, type ImportedProduct } from '@/server/catalogue-import'

const fixture = (name: string) => path.join(__dirname, '../fixtures/catalogue', name)
const bytes = (name: string) => new Uint8Array(fs.readFileSync(fixture(name)))
const byRef = (products: ImportedProduct[], reference: string) => products.find((p) => p.reference === reference)

describe('BMEcat 2005 T_NEW_CATALOG: every element the shop reads', async () => {
  // read as a stream of small chunks, as a 100,000-product file is: elements cut across chunks still parse
  const stream = async function* () {
    const all = bytes('full.xml')
    for (let i = 0; i < all.length; i += 97) yield all.subarray(i, i + 97)
  }
  const parsed = await parseBmecat(stream())
  const meuleuse = byRef(parsed.products, 'MEU-125')

  it('is a full catalogue of four valid products, none refused', () => {
    expect(parsed.format).toBe('bmecat')
    expect(parsed.kind).toBe('full')
    expect(parsed.products.map((p) => p.reference)).toEqual(['MEU-125', 'DIS-125', 'MEU-125-B', 'MEU-115'])
    expect(parsed.problems).toEqual([])
  })

  it('SUPPLIER_PID is the reference; DESCRIPTION_SHORT the title, DESCRIPTION_LONG the description (French first)', () => {
    expect(meuleuse?.titre).toBe('Meuleuse d’angle 125 mm 1200 W')
    expect(meuleuse?.description).toBe('Meuleuse compacte pour disques de 125 mm.\nPoignée latérale anti-vibrations.')
  })

  it('INTERNATIONAL_PID gtin is the EAN; MANUFACTURER_NAME / MANUFACTURER_PID the brand and the manufacturer reference', () => {
    expect(meuleuse).toMatchObject({ ean: '3401234567890', marque: 'Boschmann', reference_fabricant: 'GWS-1200-125' })
  })

  it('ETIM features keep their class, feature code, value and unit; other systems are kept as text', () => {
    expect(meuleuse?.classe_etim).toBe('EC000367')
    expect(meuleuse?.caracteristiques).toEqual([
      { label: 'Diamètre du disque', unit: 'mm', value: '125', code: 'EF000008' },
      { label: 'EF000227', unit: 'W', value: '1200', code: 'EF000227' },
      { label: 'Garantie', unit: '', value: '3 ans', code: '' },
    ])
  })

  it('PRODUCT_ORDER_DETAILS give the sale unit, minimum and step (a box of NO_CU_PER_OU pieces)', () => {
    expect(meuleuse).toMatchObject({ sale_unit: 'EA', quantity_min_to_buy: 1, cart_increment: 1 })
    expect(byRef(parsed.products, 'DIS-125')).toMatchObject({ sale_unit: 'boîte de 10', quantity_min_to_buy: 2, cart_increment: 2 })
  })

  it('MIME_INFO: images, technical sheet, safety data sheet (by purpose or by description)', () => {
    expect(meuleuse?.media).toEqual([
      { source: 'media/meuleuse-125.png', role: 'image', description: 'Meuleuse 125 mm' },
      { source: 'media/fiche-meuleuse-125.pdf', role: 'fiche_technique', description: 'Fiche technique' },
    ])
    expect(byRef(parsed.products, 'DIS-125')?.media?.map((m) => m.role)).toEqual(['image', 'fiche_securite'])
  })

  it('PRODUCT_REFERENCE: followup → Remplacé par; accessories, consists_of, sparepart → compatibles; similar → associés', () => {
    expect(meuleuse).toMatchObject({ compatibles: ['DIS-125'], relations: ['MEU-125-B'] })
    expect(byRef(parsed.products, 'DIS-125')?.compatibles).toEqual(['MEU-125'])
    expect(byRef(parsed.products, 'MEU-125-B')?.compatibles).toEqual(['DIS-125'])
    expect(byRef(parsed.products, 'MEU-115')?.remplace_par).toBe('MEU-125')
  })

  it('CATALOG_GROUP_SYSTEM gives the groups; PRODUCT_TO_CATALOGGROUP_MAP files each product in its groups', () => {
    expect(parsed.groups).toEqual([
      { id: '1', name: 'Catalogue', parent: null },
      { id: '10', name: 'Meuleuses d’angle', parent: '1' },
      { id: '20', name: 'Disques à tronçonner', parent: '1' },
    ])
    expect(meuleuse?.groupes).toEqual(['10'])
    expect(byRef(parsed.products, 'DIS-125')?.groupes).toEqual(['20'])
  })

  it('an element the file leaves out is a field it does not touch', () => {
    const b = byRef(parsed.products, 'MEU-125-B')
    expect(b?.ean).toBeUndefined()
    expect(b?.media).toBeUndefined()
    expect(b?.caracteristiques).toBeUndefined()
  })
})

describe('BMEcat T_UPDATE_PRODUCTS: a delta', async () => {
  const parsed = await parseBmecat(bytes('delta.xml'))

  it('is a delta with its updates, its deletions (hidden) and its new products', () => {
    expect(parsed.kind).toBe('delta')
    expect(byRef(parsed.products, 'DIS-125')).toMatchObject({
      mode: 'update',
      titre: 'Disque à tronçonner inox 125 x 1 mm',
      sale_unit: 'boîte de 25',
    })
    expect(byRef(parsed.products, 'MEU-115')).toMatchObject({ mode: 'delete', should_be_displayed: false })
    expect(byRef(parsed.products, 'MEU-230')).toMatchObject({ mode: 'new', marque: 'Makitra' })
  })
})

describe('BMEcat bad input', () => {
  it('a bad line is reported with its SUPPLIER_PID (or line) and reason; the valid lines are kept', async () => {
    const parsed = await parseBmecat(bytes('bad-lines.xml'))
    expect(parsed.products.map((p) => p.reference)).toEqual(['OK-1', 'IMG-1', 'URL-1', 'DOT-1'])
    const reasons = parsed.problems.map((p) => `${p.where} : ${p.reason}`)
    expect(reasons).toEqual([
      expect.stringMatching(/^ligne 5 : SUPPLIER_PID manquant$/),
      'SUPPLIER_PID NUM-1 : QUANTITY_MIN illisible : « deux »',
      'SUPPLIER_PID UNIT-1 : unité de commande inconnue « XYZ »',
      'SUPPLIER_PID UNIT-2 : unité inconnue « FURLONG » (caractéristique EF000008)',
      'SUPPLIER_PID GTIN-1 : GTIN 3401234567891 invalide (longueur ou clé de contrôle)',
      'SUPPLIER_PID DUP-1 (ligne 9) : référence DUP-1 en double dans le fichier',
      'SUPPLIER_PID DUP-1 (ligne 10) : référence DUP-1 en double dans le fichier',
    ])
  })

  it('malformed XML is refused as a whole', async () => {
    await expect(parseBmecat(bytes('malformed.xml'))).rejects.toThrow(CatalogueRefused)
    await expect(parseBmecat(bytes('malformed.xml'))).rejects.toThrow(/XML mal formé/)
  })

  it('bytes that are not in the declared encoding are refused; a file in the encoding it declares is read', async () => {
    await expect(parseBmecat(bytes('wrong-encoding.xml'))).rejects.toThrow(/pas encodé en utf-8/)
    const latin1 = await parseBmecat(bytes('latin1.xml'))
    expect(latin1.products[0]?.titre).toBe('Clé à molette')
  })

  it('an unknown encoding, another XML format, a BMEcat without products are refused', async () => {
    const text = (s: string) => new TextEncoder().encode(s)
    await expect(parseBmecat(text('<?xml version="1.0" encoding="x-klingon"?><BMECAT/>'))).rejects.toThrow(/Encodage « x-klingon »/)
    await expect(parseBmecat(text('<cXML><Request/></cXML>'))).rejects.toThrow(/pas un catalogue BMEcat/)
    await expect(parseBmecat(text('<BMECAT><HEADER/></BMECAT>'))).rejects.toThrow(/ni T_UPDATE_PRODUCTS/)
  })
})
