import Image from 'next/image'
import { useState } from 'react'

import { FALLBACK_IMAGE, type ImageView } from '@/lib/media'

/** Main image + thumbnails (sizes.thumbnail.url); the fallback image when the product has none. */
export function ProductGallery({ images, title }: { images: ImageView[]; title: string }) {
  const list = images.length > 0 ? images : [FALLBACK_IMAGE]
  const [active, setActive] = useState(0)
  const current = list[Math.min(active, list.length - 1)]
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        <Image
          src={current.url}
          alt={current.alt || title}
          fill
          preload
          fetchPriority="high"
          sizes="(min-width: 1024px) 40vw, 100vw"
          className="object-contain"
        />
      </div>
      {list.length > 1 ? (
        <ul className="flex gap-2" aria-label="Miniatures">
          {list.map((img, i) => (
            <li key={img.url + i}>
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-label={`Afficher l’image ${i + 1}`}
                aria-pressed={i === active}
                className={`relative block h-20 w-20 overflow-hidden rounded border ${i === active ? 'border-brand' : 'border-slate-200'}`}
              >
                <Image src={img.thumbnailUrl ?? img.url} alt="" fill sizes="80px" className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
