import { publicEnv } from './publicEnv'

/**
 * URL of a CMS REST endpoint as the browser calls it. The CMS is embedded, so by default the call stays on the
 * page's own origin (`/cms/api/...`) and carries the session cookie; NEXT_PUBLIC_CMS_URL points elsewhere when
 * the CMS is served from another origin.
 */
export function cmsApiUrl(path: string): string {
  const base = (publicEnv.NEXT_PUBLIC_CMS_URL ?? '').replace(/\/+$/, '') || '/cms'
  return `${base}/api${path.startsWith('/') ? path : `/${path}`}`
}
