/**
 * Search analytics (spec §7 "Search analytics events": viewed, clicked, converted, batches of 20 objects, default
 * names 'Hits Viewed', 'Hit Clicked', 'Hit Converted') through the official `search-insights` client: to Algolia's
 * Insights API, or in the embedded default to the app's own endpoint ({origin}/api/insights/1/events).
 * Loaded only with the search code (never in a page's first JavaScript).
 */
import aa from 'search-insights'

import type { SearchClientConfig } from '@/lib/search/types'

/** InstantSearch's default event names (spec §7). */
export const EVENT_NAMES = { view: 'Hits Viewed', click: 'Hit Clicked', conversion: 'Hit Converted' } as const

/** Init parameters: the embedded endpoint as host, no tracking cookie (an anonymous token per visit). */
function insightsInitParams(config: SearchClientConfig, origin = window.location.origin) {
  return {
    appId: config.appId,
    apiKey: config.searchKey,
    useCookie: false,
    ...(config.insightsPath ? { host: `${origin}${config.insightsPath}` } : {}),
  }
}

/** InstantSearch's `insights` option: its middleware sends view, click and conversion events in batches of 20. */
export function instantSearchInsights(config: SearchClientConfig) {
  const { appId: _appId, apiKey: _apiKey, ...initParams } = insightsInitParams(config)
  return { insightsClient: aa, insightsInitParams: initParams }
}

let initialised: string | null = null

function ensureInit(config: SearchClientConfig): void {
  const key = `${config.appId}:${config.searchKey}:${config.insightsPath ?? ''}`
  if (initialised === key) return
  aa('init', { ...insightsInitParams(config), partial: initialised !== null })
  initialised = key
}

/** A dropdown hit was followed: 'Hit Clicked' with its query id and 1-based position. */
export function sendHitClicked(config: SearchClientConfig, hit: { objectID: string; queryID?: string; position: number }): void {
  ensureInit(config)
  if (hit.queryID) {
    aa('clickedObjectIDsAfterSearch', {
      eventName: EVENT_NAMES.click,
      index: config.indexName,
      queryID: hit.queryID,
      objectIDs: [hit.objectID],
      positions: [hit.position],
    })
  } else {
    aa('clickedObjectIDs', { eventName: EVENT_NAMES.click, index: config.indexName, objectIDs: [hit.objectID] })
  }
}

/** A brochure downloaded from the dropdown: 'Hit Converted' (after its search when the query id is known). */
export function sendHitConverted(config: SearchClientConfig, hit: { objectID: string; queryID?: string }): void {
  ensureInit(config)
  const event = { eventName: EVENT_NAMES.conversion, index: config.indexName, objectIDs: [hit.objectID] }
  if (hit.queryID) aa('convertedObjectIDsAfterSearch', { ...event, queryID: hit.queryID })
  else aa('convertedObjectIDs', event)
}
