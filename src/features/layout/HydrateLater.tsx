import { Activity, useEffect, type ReactNode } from 'react'

import { takeOver } from '@/lib/paintFirst'

/**
 * Server-rendered content whose hydration may wait. React hydrates a server-rendered Activity boundary after the rest
 * of the page, at offscreen priority and in time slices of about 5 ms, instead of inside the one blocking task that
 * hydrates the page shell: the browser paints first and no long task holds the main thread. A click or a key press
 * on content not yet hydrated hydrates its boundary at once and is then delivered (React's selective hydration).
 * Activity rather than Suspense: the server streams a large Suspense boundary apart from the page and reveals it
 * later, which moves the footer (layout shift); an Activity boundary stays in place in the HTML.
 * Once hydrated, the boundary hands its fields typed in before, and a form sent before, to React (src/lib/paintFirst.ts).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Activity mode="visible">
      {children}
      <TakeOver />
    </Activity>
  )
}

/** Renders nothing; its effect runs when the boundary is hydrated. */
function TakeOver() {
  useEffect(() => takeOver(), [])
  return null
}
