import type { RefObject } from 'react'
import Image from 'next/image'
import * as Dialog from '@radix-ui/react-dialog'

import type { ImageView } from '@/lib/media'

const ZOOM_TEXT = {
  title: (alt: string) => `Agrandissement\u00a0: ${alt}`,
  close: 'Fermer',
} as const

/**
 * The product image enlarged, loaded only when asked (next/dynamic from ProductGallery: no weight on
 * the page's first load). A Radix dialog: Escape or « Fermer » closes it, and focus returns to the image clicked.
 */
export default function ImageZoom({
  image,
  alt,
  onClose,
  returnFocus,
}: {
  image: ImageView
  alt: string
  onClose: () => void
  returnFocus: RefObject<HTMLElement | null>
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80" />
        <Dialog.Content
          data-testid="image-zoom"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // no Dialog.Trigger: the image's button gets the focus back
            event.preventDefault()
            returnFocus.current?.focus()
          }}
          className="fixed inset-0 z-50 flex items-center justify-center p-4 focus:outline-none sm:p-10"
          onClick={onClose}
        >
          <Dialog.Title className="sr-only">{ZOOM_TEXT.title(alt)}</Dialog.Title>
          <Image
            src={image.url}
            alt={alt}
            width={image.width ?? 1200}
            height={image.height ?? 1200}
            sizes="100vw"
            className="max-h-full w-auto max-w-full rounded bg-white object-contain"
          />
          <Dialog.Close className="absolute right-4 top-4 rounded bg-white px-3 py-2 text-sm font-semibold text-brand-ink shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            {ZOOM_TEXT.close}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
