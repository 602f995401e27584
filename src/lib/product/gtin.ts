/**
 * EAN / GTIN codes (GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13), GTIN-14): digits whose last one is a check digit
 * computed by GS1's modulo 10 (weights 3 and 1 from the right). Shared by the CMS field's validation, the quick order
 * and the search, so a code is read the same way everywhere.
 */

const GTIN_LENGTHS = [8, 12, 13, 14] as const

/** French message of the CMS field when the code is not a valid GTIN. */
export const INVALID_GTIN_MESSAGE =
  'Code EAN / GTIN invalide\u00a0: 8, 12, 13 ou 14 chiffres, le dernier étant la clé de contrôle (vérifiez le code saisi).'

/** The code without spaces, hyphens or dots (as printed under a barcode: « 3 401234 567890 »). */
export const compactGtin = (text: string): string => text.replace(/[\s.\u00a0\u202f-]/g, '')

/** The check digit of a GTIN's first digits (without the check digit). */
export function gtinCheckDigit(body: string): number {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48
    sum += digit * (i % 2 === 0 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

/** Whether `text` (spaces allowed) is a GTIN-8, -12, -13 or -14 whose check digit is right. */
export function isValidGtin(text: string): boolean {
  const code = compactGtin(text)
  if (!/^\d+$/.test(code) || !(GTIN_LENGTHS as readonly number[]).includes(code.length)) return false
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1))
}

/** One form for comparing codes: a GTIN-12 or -13 written as a GTIN-14 (leading zeros) is the same product. */
export const gtinKey = (text: string): string => compactGtin(text).replace(/^0+/, '')
