/**
 * The browser's search client (react-instantsearch's `searchClient`), built from the page's SearchClientConfig:
 * Algolia's own hosts, or the app's embedded endpoint on the page's origin (the path is part of the host:
 * the client requests {origin}{localPath}/1/indexes/…). The search key travels in the query string, as the
 * official browser client sends it.
 */
import { liteClient } from 'algoliasearch/lite'

import type { SearchClientConfig } from './types'

export type SearchClient = ReturnType<typeof liteClient>

export function createSearchClient(config: SearchClientConfig, origin?: string): SearchClient {
  if (!config.localPath) return liteClient(config.appId, config.searchKey)
  const base = new URL(origin ?? window.location.origin)
  const protocol = base.protocol === 'https:' ? 'https' : 'http'
  return liteClient(config.appId, config.searchKey, {
    hosts: [{ url: `${base.host}${config.localPath}`, accept: 'readWrite', protocol }],
    authMode: 'WithinQueryParameters',
    // one host, no other to retry on: wait longer than Algolia's 2 s (the first query may wait for the index build)
    timeouts: { connect: 5_000, read: 15_000, write: 30_000 },
  })
}
