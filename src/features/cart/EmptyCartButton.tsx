import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'

import { CART_TEXT } from './messages'
import { PROMO_CART_TEXT } from './promoText'

/**
 * 'Vider le panier' asks first: an alert dialog (focus kept inside, Escape or 'Annuler' cancels and
 * gives the focus back to the button), 'Annuler' focused first so that Enter does not empty the cart by mistake.
 */
export function EmptyCartButton({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        disabled={disabled}
        className="mt-4 text-sm font-semibold text-slate-700 underline underline-offset-2 disabled:opacity-40"
        data-testid="empty-cart"
      >
        {CART_TEXT.emptyCart}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          data-testid="empty-cart-dialog"
          // an alert dialog is answered, not dismissed by a click beside it
          onPointerDownOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            ;(event.currentTarget as HTMLElement).querySelector<HTMLButtonElement>('[data-cancel]')?.focus()
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold text-brand-ink">{PROMO_CART_TEXT.emptyConfirmTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{PROMO_CART_TEXT.emptyConfirmText}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close
              data-cancel=""
              className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-brand-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {PROMO_CART_TEXT.emptyCancel}
            </Dialog.Close>
            <button
              type="button"
              onClick={() => {
                setOpen(false)
                onConfirm()
              }}
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
              data-testid="empty-cart-confirm"
            >
              {PROMO_CART_TEXT.emptyConfirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
