/** spec §9 menu constants and the fixed links of the menus (spec §2). */

import { ROUTES } from '@/lib/routes'

/** Pointer resting on a trigger this long opens its flyout. */
export const MENU_HOVER_DELAY_MS = 200
/** Moving to another trigger within this time opens it without the delay. */
export const MENU_SKIP_DELAY_MS = 300
// Leaving the menu closes it after 150 ms: Radix NavigationMenu's close timer is fixed at this value
// (`setTimeout(() => setValue(''), 150)` in its source), so there is nothing to pass.

export type NewsLink = { label: string; href: string; external?: boolean }

/** 'Actualités': Événements, Cas clients, Articles (external blog, new tab when set), Brochures. */
export function newsLinks(blogUrl: string | null, clientCasesLabel = 'Cas clients'): NewsLink[] {
  return [
    { label: 'Événements', href: ROUTES.events },
    { label: clientCasesLabel, href: ROUTES.articles },
    ...(blogUrl ? [{ label: 'Articles', href: blogUrl, external: true }] : []),
    { label: 'Brochures', href: ROUTES.brochures },
  ]
}

/** Direct links after the flyouts. */
export const DIRECT_LINKS = [
  { label: 'À propos', href: ROUTES.about },
  { label: 'Nos partenaires', href: ROUTES.partners },
  { label: 'Contact', href: ROUTES.contact },
] as const

/** The class of the menu bar's entries (triggers and direct links), the same before and after the menu loads. */
export const MENU_TRIGGER_CLASS =
  'flex items-center gap-1 whitespace-nowrap rounded px-2 py-2 text-[0.8125rem] font-semibold text-white hover:bg-white/10 data-[state=open]:bg-white/15 xl:px-3 xl:text-sm'

/** The menu bar's flyouts, in order (spec §2 Desktop main menu). */
export const FLYOUTS = ['expertises', 'catalogues', 'actualites'] as const
export type FlyoutValue = (typeof FLYOUTS)[number]

/** What the loaded menu takes over from the static bar: the flyout to open, the entry to focus. */
export type MenuHandover = { open?: FlyoutValue; openAfterMs?: number; focusIndex?: number }
