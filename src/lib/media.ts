/** Image as the storefront components receive it (spec §3 galerie image {url, alt, sizes.thumbnail.url}). */
export type ImageView = { url: string; alt: string; width: number | null; height: number | null; thumbnailUrl: string | null }

export const FALLBACK_IMAGE: ImageView = {
  url: '/images/produit-sans-image.svg',
  alt: 'Image non disponible',
  width: 600,
  height: 600,
  thumbnailUrl: '/images/produit-sans-image.svg',
}

type MediaLike = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  sizes?: { thumbnail?: { url?: string | null } | null } | null
}

const OWN_MEDIA = /^https?:\/\/[^/]+(\/cms\/api\/media\/file\/.*)$/

/** Payload prefixes media URLs with its serverURL: our own files are served as same-origin paths (next/image
 *  optimises only local paths; no open proxy). Other URLs (S3) are kept as they are. */
export const mediaPath = (url: string): string => url.replace(OWN_MEDIA, '$1')

/** Normalises a populated upload field; anything unpopulated (an id, null) gives null. */
export function toImage(media: unknown): ImageView | null {
  if (!media || typeof media !== 'object') return null
  const m = media as MediaLike
  if (!m.url) return null
  return {
    url: mediaPath(m.url),
    alt: m.alt ?? '',
    width: m.width ?? null,
    height: m.height ?? null,
    thumbnailUrl: m.sizes?.thumbnail?.url ? mediaPath(m.sizes.thumbnail.url) : null,
  }
}
