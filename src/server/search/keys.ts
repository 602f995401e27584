import { createHmac } from 'node:crypto'

/**
 * API keys of the embedded search endpoint, derived from the CMS secret (as the revalidation secret is), so the
 * embedded default needs no setting: the search key is public (the browser sends it), the write key never leaves
 * the server (the indexer and scripts use it).
 */
export type SearchKeys = { appId: string; searchKey: string; writeKey: string }

/** Application id the clients send to the embedded endpoint (any value is accepted; this one is shown). */
export const LOCAL_APP_ID = 'LOCAL'

const derive = (secret: string, purpose: string) => createHmac('sha256', secret).update(`search:${purpose}`).digest('hex').slice(0, 32)

export function localSearchKeys(cmsSecret: string): SearchKeys {
  return { appId: LOCAL_APP_ID, searchKey: derive(cmsSecret, 'search-key'), writeKey: derive(cmsSecret, 'write-key') }
}
