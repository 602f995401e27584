import { useRouter } from 'next/router'
import { useEffect } from 'react'

import { useHydrated } from '@/lib/use-hydrated'
import { useUiStore } from '@/stores/ui'

import { firstQueryValue, resolveExpertiseFilter } from './filter'

export type ExpertiseFilterKind = 'service' | 'caseStudy'

/**
 * The active expertise of a listing: the UI store value (activeServiceExpertise / activeCaseStudyExpertise), kept in
 * step with `?expertise=` once the router is ready. Until then (and on the server) the full list shows: the static
 * HTML is the same for every query string.
 */
export function useExpertiseFilter(kind: ExpertiseFilterKind, known: readonly string[]) {
  const router = useRouter()
  const active = useUiStore((s) => (kind === 'service' ? s.activeServiceExpertise : s.activeCaseStudyExpertise))
  const setActive = useUiStore((s) => (kind === 'service' ? s.setActiveServiceExpertise : s.setActiveCaseStudyExpertise))
  const ready = useHydrated() && router.isReady
  const query = ready ? firstQueryValue(router.query.expertise) : undefined
  const knownKey = known.join('|')

  useEffect(() => {
    if (!ready) return
    const state = useUiStore.getState()
    const stored = kind === 'service' ? state.activeServiceExpertise : state.activeCaseStudyExpertise
    const resolution = resolveExpertiseFilter(query, stored, knownKey.split('|'))
    if (resolution.active !== stored) setActive(resolution.active)
    if (resolution.urlExpertise) {
      void router.replace({ pathname: router.pathname, query: { expertise: resolution.urlExpertise } }, undefined, {
        shallow: true,
        scroll: false,
      })
    }
    // router itself changes identity on every navigation: the query value is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, query, knownKey, kind, setActive])

  return {
    /** The expertise shown; null = 'Tout'. Always null before the router is ready (same HTML as the server's). */
    active: ready ? active : null,
    /** Called by a filter link before it navigates, so the store and the URL agree. */
    choose: setActive,
  }
}
