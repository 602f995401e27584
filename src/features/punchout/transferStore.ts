import { create } from 'zustand'

import type { PunchoutForm } from '@/lib/punchout/api'

type TransferState = {
  /** The form being posted to the platform (rendered by TransferHost through TransferForm). */
  form: PunchoutForm | null
  resolve: (() => void) | null
  /** Hands the form to TransferHost; resolves once the browser has submitted it. */
  post: (form: PunchoutForm) => Promise<void>
  submitted: () => void
}

/** The cart return (spec §6): the cart call waits here for the auto-submitting form before it empties the cart. */
export const useTransferStore = create<TransferState>((set, get) => ({
  form: null,
  resolve: null,
  post: (form) => new Promise<void>((resolve) => set({ form, resolve })),
  submitted: () => {
    get().resolve?.()
    set({ resolve: null })
  },
}))
