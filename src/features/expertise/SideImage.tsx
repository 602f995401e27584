import Image from 'next/image'

import type { ImageView } from '@/lib/media'

/** The illustration beside an expertise or service text (above it on mobile). */
export function SideImage({ image }: { image: ImageView | null }) {
  if (!image) return null
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
      <Image
        src={image.url}
        alt={image.alt}
        fill
        preload
        fetchPriority="high"
        sizes="(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 100vw"
        className="object-cover"
      />
    </div>
  )
}
