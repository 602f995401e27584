/**
 * The tag manager's `page_view` (spec §7: one per page the visitor sees). The route-change effects send one per
 * completed navigation; a page that writes its own state to the address while the visitor types (the search) marks
 * those writes as quiet and sends one `page_view` itself when the search has settled.
 */
interface PageViewEvent {
  event: 'page_view'
  page_path: string
}

export function pushPageView(pagePath: string): void {
  const dataLayer = (window.dataLayer ??= [])
  const pageView: PageViewEvent = { event: 'page_view', page_path: pagePath }
  dataLayer.push(pageView)
}

const quiet = new Set<string>()

/** The next completed route change to `url` is a state write, not a page seen: no `page_view` for it. */
export function markQuietRouteChange(url: string): void {
  quiet.add(url)
}

/** True (once) when the completed route change to `url` was marked quiet. */
export function takeQuietRouteChange(url: string): boolean {
  return quiet.delete(url)
}
