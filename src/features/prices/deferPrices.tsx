import { createContext, useContext, type ReactNode } from 'react'

const PricesDeferred = createContext(false)

/**
 * Cards shown only until a page of search hits replaces them (a listing's static first page): their prices wait for
 * the hits', so that the page makes one /api/prices request, not one for each.
 */
export function DeferPrices({ when, children }: { when: boolean; children: ReactNode }) {
  return <PricesDeferred.Provider value={when}>{children}</PricesDeferred.Provider>
}

export const usePricesDeferred = (): boolean => useContext(PricesDeferred)
