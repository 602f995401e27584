/**
 * How references are compared: a shop reference (dimasys_reference), a manufacturer's, a company's own part number.
 * Buyers type them with any case, accents, spaces or separators: « skf 6204 2rs » is SKF-6204-2RS.
 */

/** A reference's parts: no accents, lower case, cut at anything but letters and digits ('SKF-6204-2RS' → skf, 6204, 2rs). */
export const referenceParts = (reference: string): string[] =>
  reference
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** The reference as lookups compare it: its parts joined ('SKF 6204-2RS' → 'skf62042rs'). */
export const referenceKey = (reference: string): string => referenceParts(reference).join('')

/**
 * Joined forms of a reference's last parts, i.e. the manufacturer's reference without the shop's brand prefix:
 * SKF-6204-2RS → skf62042rs, 62042rs (the last part alone, '2rs', would match too much).
 */
export function referenceVariants(reference: string): string[] {
  const parts = referenceParts(reference)
  const out: string[] = []
  for (let i = 0; i < parts.length - 1; i++) out.push(parts.slice(i).join(''))
  return out
}
