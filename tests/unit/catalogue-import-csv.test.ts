import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import { CatalogueRefused, COLUMNS, parseCsv, parseXlsx, writeCsv, writeXlsx } from '@/server/catalogue-import'

const utf8 = (text: string) => new TextEncoder().encode(text)

const CSV = [
  'reference;titre;description;ean;marque;reference_fabricant;classe_etim;unite_vente;quantite_min;pas;categories;images;fiche_technique;fiches_securite;remplace_par;compatibles;produits_associes;affiche;Diamètre du disque (mm) [EF000008];Garantie',
  'MEU-125;Meuleuse d’angle 125 mm;"Compacte; robuste";3 401234 567890;Boschmann;GWS-125;EC000367;EA;1;1;meuleuses|outillage;media/a.png|media/b.png;media/fiche.pdf;;;DIS-125;MEU-125-B;oui;125;3 ans',
  'DIS-125;Disque 125 mm;;;Boschmann;;;boîte de 10;2;2,5;disques;;;media/fds.pdf;;;;non;125;',
].join('\r\n')

describe('CSV column set: every column', () => {
  const parsed = parseCsv(utf8(CSV))
  const [meuleuse, disque] = parsed.products

  it('reads one product per row, a spreadsheet being a delta unless told it is the full catalogue', () => {
    expect(parsed.format).toBe('csv')
    expect(parsed.kind).toBe('delta')
    expect(parseCsv(utf8(CSV), 'full').kind).toBe('full')
    expect(parsed.problems).toEqual([])
    expect(parsed.products.map((p) => [p.reference, p.line])).toEqual([
      ['MEU-125', 2],
      ['DIS-125', 3],
    ])
  })

  it('fixed columns become the shop fields (lists split on |, quoted cells, comma decimals, spaced EAN)', () => {
    expect(meuleuse).toMatchObject({
      titre: 'Meuleuse d’angle 125 mm',
      description: 'Compacte; robuste',
      ean: '3401234567890',
      marque: 'Boschmann',
      reference_fabricant: 'GWS-125',
      classe_etim: 'EC000367',
      sale_unit: 'EA',
      quantity_min_to_buy: 1,
      cart_increment: 1,
      categories: ['meuleuses', 'outillage'],
      compatibles: ['DIS-125'],
      relations: ['MEU-125-B'],
      remplace_par: null,
      should_be_displayed: true,
    })
    expect(meuleuse?.media).toEqual([
      { source: 'media/a.png', role: 'image', description: '' },
      { source: 'media/b.png', role: 'image', description: '' },
      { source: 'media/fiche.pdf', role: 'fiche_technique', description: '' },
    ])
    expect(disque).toMatchObject({
      sale_unit: 'boîte de 10',
      quantity_min_to_buy: 2,
      cart_increment: 2.5,
      ean: null,
      should_be_displayed: false,
    })
    expect(disque?.media).toEqual([{ source: 'media/fds.pdf', role: 'fiche_securite', description: '' }])
  })

  it('feature columns are named by label, unit and ETIM code; an empty cell is no feature', () => {
    expect(meuleuse?.caracteristiques).toEqual([
      { label: 'Diamètre du disque', unit: 'mm', code: 'EF000008', value: '125' },
      { label: 'Garantie', unit: '', code: '', value: '3 ans' },
    ])
    expect(disque?.caracteristiques).toEqual([{ label: 'Diamètre du disque', unit: 'mm', code: 'EF000008', value: '125' }])
  })

  it('a column left out of the file is a field left as it is', () => {
    const only = parseCsv(utf8('reference;titre\nMEU-125;Nouveau titre\n')).products[0]
    expect(only).toEqual({ reference: 'MEU-125', line: 2, mode: 'new', titre: 'Nouveau titre' })
  })

  it('the export writes the same columns, and importing it gives the same products back', () => {
    const exported = writeCsv(parsed.products)
    expect(exported.split('\r\n')[0]).toBe('\uFEFF' + [...COLUMNS, 'Diamètre du disque (mm) [EF000008]', 'Garantie'].join(';'))
    const again = parseCsv(utf8(exported))
    expect(again.problems).toEqual([])
    expect(again.products).toEqual(parsed.products)
  })

  it('the XLSX export has the same columns on one sheet, and importing it gives the same products back', async () => {
    const exported = await writeXlsx(parsed.products)
    const again = await parseXlsx(new Uint8Array(exported))
    expect(again.format).toBe('xlsx')
    expect(again.problems).toEqual([])
    // every cell as written: the spaced EAN, « 2,5 », the references
    expect(again.products).toEqual(parsed.products)
  })
})

describe('CSV bad input', () => {
  it('a bad line is reported with its line and reason; the valid lines go in', () => {
    const csv = [
      'reference,titre,ean,unite_vente,quantite_min,affiche',
      'OK-1,Valable,,,,',
      ',Sans référence,,,,',
      'NUM-1,Minimum illisible,,,deux,',
      'UNIT-1,Unité inconnue,,XYZ,,',
      'GTIN-1,GTIN faux,3401234567891,,,',
      'AFF-1,Affiché illisible,,,,peut-être',
      'DUP-1,Doublon A,,,,',
      'DUP-1,Doublon B,,,,',
    ].join('\n')
    const parsed = parseCsv(utf8(csv))
    expect(parsed.products.map((p) => p.reference)).toEqual(['OK-1'])
    expect(parsed.problems).toEqual([
      { where: 'ligne 3', reason: 'référence manquante' },
      { where: 'ligne 4', reason: 'quantite_min illisible : « deux »' },
      { where: 'ligne 5', reason: 'unité de vente inconnue « XYZ »' },
      { where: 'ligne 6', reason: 'GTIN 3401234567891 invalide (longueur ou clé de contrôle)' },
      { where: 'ligne 7', reason: 'affiche illisible : « peut-être » (oui ou non)' },
      { where: 'ligne 8', reason: 'référence DUP-1 en double dans le fichier' },
      { where: 'ligne 9', reason: 'référence DUP-1 en double dans le fichier' },
    ])
  })

  it('a line number counts the lines a quoted cell spans', () => {
    const parsed = parseCsv(utf8('reference;description\nA-1;"deux\nlignes"\n;x\n'))
    expect(parsed.problems).toEqual([{ where: 'ligne 4', reason: 'référence manquante' }])
  })

  it('a file that is not UTF-8, without a reference column, or with an unclosed quote is refused as a whole', () => {
    expect(() => parseCsv(new Uint8Array([...utf8('reference;titre\nA;Cl'), 0xe9]))).toThrow(/pas en UTF-8/)
    expect(() => parseCsv(utf8('ref;titre\nA;B'))).toThrow(CatalogueRefused)
    expect(() => parseCsv(utf8('reference;titre\nA;"B'))).toThrow(/Guillemet non fermé à partir de la ligne 2/)
  })
})

/** A minimal XLSX workbook (inline strings), as a spreadsheet program writes one. */
function xlsx(rows: string[][]): Uint8Array {
  const col = (i: number) => String.fromCharCode(65 + i)
  const sheet = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((v, c) => `<c r="${col(c)}${r + 1}" t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`,
    )
    .join('')
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Produits" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheet}</sheetData></worksheet>`,
    ),
  })
}

describe('XLSX: the first sheet in the same column set', () => {
  it('reads the products and reports the bad rows by line', async () => {
    const parsed = await parseXlsx(
      xlsx([
        ['reference', 'titre', 'quantite_min', 'Puissance (W)'],
        ['MEU-125', 'Meuleuse 125 mm', '2', '1200'],
        ['', 'Sans référence', '', ''],
      ]),
    )
    expect(parsed.format).toBe('xlsx')
    expect(parsed.products).toEqual([
      {
        reference: 'MEU-125',
        line: 2,
        mode: 'new',
        titre: 'Meuleuse 125 mm',
        quantity_min_to_buy: 2,
        caracteristiques: [{ label: 'Puissance', unit: 'W', code: '', value: '1200' }],
      },
    ])
    expect(parsed.problems).toEqual([{ where: 'ligne 3', reason: 'référence manquante' }])
  })

  it('a file that is not a workbook is refused', async () => {
    await expect(parseXlsx(utf8('reference;titre'))).rejects.toThrow(/Classeur XLSX illisible/)
  })
})
