import Image from 'next/image'

import { FALLBACK_IMAGE, type ImageView } from '@/lib/media'

/** A 4:3 card picture (the fallback image when the document has none); `eager` for the first card (the page's LCP). */
export function CardImage({ image, sizes, eager = false }: { image: ImageView | null; sizes: string; eager?: boolean }) {
  const img = image ?? FALLBACK_IMAGE
  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
      <Image
        src={img.url}
        alt={img.alt}
        fill
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        className="object-cover"
      />
    </div>
  )
}

/** sizes for a 1 / 2 / 3 column grid inside max-w-7xl. */
export const GRID_3_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
