import Image from 'next/image'
import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'

import { FALLBACK_IMAGE, type ImageView } from '@/lib/media'

// The zoom's code loads on the first click only (Lighthouse: no extra JS on the product page's load)
const ImageZoom = dynamic(() => import('./ImageZoom'), { ssr: false })

/**
 * The main image's displayed width: the product page's left column (max-w-7xl, px-4, gap-8, two
 * columns from lg), so that the browser picks the srcset step that matches it rather than one that is stretched.
 */
const MAIN_IMAGE_SIZES = '(min-width: 1280px) 608px, (min-width: 1024px) calc(50vw - 32px), calc(100vw - 32px)'

/** Main image (a click enlarges it) + thumbnails (sizes.thumbnail.url); the fallback image when the product has none. */
export function ProductGallery({ images, title }: { images: ImageView[]; title: string }) {
  const list = images.length > 0 ? images : [FALLBACK_IMAGE]
  const [active, setActive] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const zoomButton = useRef<HTMLButtonElement>(null)
  const current = list[Math.min(active, list.length - 1)]
  const alt = current.alt || title
  return (
    <div className="flex flex-col gap-3">
      {/* never wider than the file itself: a small upload is shown at its size, not stretched */}
      <div
        className="relative aspect-square w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
        style={current.width ? { maxWidth: current.width + 2 } : undefined}
      >
        <button
          ref={zoomButton}
          type="button"
          onClick={() => setZoomed(true)}
          aria-label={`Agrandir l’image\u00a0: ${alt}`}
          aria-haspopup="dialog"
          data-testid="gallery-zoom"
          className="absolute inset-0 cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
        >
          <Image src={current.url} alt={alt} fill preload fetchPriority="high" sizes={MAIN_IMAGE_SIZES} className="object-contain" />
        </button>
      </div>
      {zoomed ? <ImageZoom image={current} alt={alt} onClose={() => setZoomed(false)} returnFocus={zoomButton} /> : null}
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
