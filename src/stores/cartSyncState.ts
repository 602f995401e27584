import { create } from 'zustand'

type SyncState = {
  /** The buyer whose current order has been loaded into the local cart on this page (spec §4 order sync). */
  syncedFor: string | number | null
  setSyncedFor: (id: string | number | null) => void
}

/** Until the order sync has run for the logged-in buyer, the cart may not be changed (its lines are not known yet). */
export const useCartSyncState = create<SyncState>()((set) => ({
  syncedFor: null,
  setSyncedFor: (syncedFor) => set({ syncedFor }),
}))
