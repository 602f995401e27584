'use client'

import { useEffect, useState, type ReactNode } from 'react'
import dynamic from 'next/dynamic'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toaster, toast, useToasterStore } from 'react-hot-toast'

import { CartProvider } from '@/features/cart'

import { NotificationBanner } from './NotificationBanner'
import { createQueryClient } from './queryClient'

const TOAST_LIMIT = 3
const TOAST_DURATION_MS = 6000

// Dev-only: `process.env.NODE_ENV` is inlined at build time, so the import is dropped from production bundles.
const ReactQueryDevtools =
  process.env.NODE_ENV !== 'production'
    ? dynamic(() => import('@tanstack/react-query-devtools').then((mod) => mod.ReactQueryDevtools), {
        ssr: false,
      })
    : null

/** react-hot-toast has no public limit option: dismiss the oldest visible toasts beyond TOAST_LIMIT. */
function ToastLimit() {
  const { toasts } = useToasterStore()

  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .filter((_, index) => index >= TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id))
  }, [toasts])

  return null
}

export interface AppProvidersProps {
  children: ReactNode
}

export function AppProviders({ children }: AppProvidersProps) {
  // One client per app instance (and per SSR request), never shared at module level.
  const [queryClient] = useState(createQueryClient)

  return (
    <QueryClientProvider client={queryClient}>
      {/* The local cart persists under react-use-cart's key `react-use-cart` (spec §9). */}
      <CartProvider>
        <NotificationBanner />
        {children}
        <Toaster position="bottom-left" toastOptions={{ duration: TOAST_DURATION_MS }} />
        <ToastLimit />
      </CartProvider>
      {ReactQueryDevtools ? <ReactQueryDevtools initialIsOpen={false} /> : null}
    </QueryClientProvider>
  )
}
