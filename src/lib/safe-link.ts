/**
 * Links editors type (an event's registration link): a web address, a mail or phone link, or a path of the shop. Any
 * other scheme is refused — `javascript:`, `data:`, `vbscript:` would run in the visitor's page when clicked.
 */
const SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

const LINK_MESSAGE =
  'Lien invalide : indiquez une adresse commençant par https:// ou http:// (ou mailto:, tel:, ou un chemin du site commençant par /).'

function isSafeLink(value: string): boolean {
  // browsers ignore tabs and new lines inside a URL and leading spaces/control characters: `java\tscript:` runs too
  const link = value.replace(/[\u0000-\u0020\u007f]/g, '')
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\')
  if (!URL.canParse(link)) return false
  const url = new URL(link)
  return SCHEMES.has(url.protocol) && (url.protocol === 'mailto:' || url.protocol === 'tel:' || url.hostname !== '')
}

/** Payload field validation: empty is fine (the field is optional), anything else must be a safe link. */
export const validateLink = (value: unknown): true | string =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && isSafeLink(value.trim())) ? true : LINK_MESSAGE

/** The link to render, or null (an unsafe one stored before the rule existed is not shown). */
export const safeLinkOrNull = (value: string | null | undefined): string | null => (value && isSafeLink(value.trim()) ? value.trim() : null)
