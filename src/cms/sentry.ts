import { sentryPlugin } from '@payloadcms/plugin-sentry'
import type { Config, Plugin } from 'payload'

import { requestIdOf } from '@/server/ops/log'
import { captureServerError, sentryEnabled } from '@/server/ops/sentry'

/** The admin provider the plugin adds: it needs a browser Sentry in the admin and an import map entry (see below). */
const ADMIN_ERROR_BOUNDARY = '@payloadcms/plugin-sentry/client#AdminErrorBoundary'

/** What the plugin hands to `captureException`: the editor's id only, the request id and the request's route. */
type CmsContext = { user?: { id: string }; tags?: { request_id?: string; method?: string | undefined; path?: string | undefined } }

/**
 * The CMS's errors to Sentry with SENTRY_DSN, through @payloadcms/plugin-sentry: Payload's `afterError` hook sends
 * every 5xx of /cms/api and the admin's server actions. Without SENTRY_DSN the plugin is disabled (config unchanged).
 *
 * - The plugin is handed a Sentry that goes through src/server/ops/sentry.ts: the SDK is imported only when enabled,
 *   and the event is tagged (request id) and scrubbed like the shop's. The plugin's default context (the editor's
 *   e-mail, username and X-Forwarded-For) is replaced by the editor's id and collection.
 * - The plugin's admin error boundary is left out: it would report nothing (no browser SDK runs in the admin) and,
 *   added only with the DSN, would be missing from the generated import map (src/app/(payload)/admin/importMap.js).
 */
export function cmsSentry(): Plugin {
  const plugin = sentryPlugin({
    enabled: sentryEnabled(),
    Sentry: {
      captureException: (error, context: CmsContext) => {
        const { request_id: requestId, method, path } = context.tags ?? {}
        void captureServerError(error, { requestId: requestId ?? requestIdOf({}), route: 'cms', method, path, user: context.user }).catch(
          (failure: unknown) => console.error('[sentry] capture failed', failure),
        )
        return ''
      },
    },
    options: {
      context: ({ req }): CmsContext => ({
        ...(req.user ? { user: { id: String(req.user.id) } } : {}),
        tags: {
          request_id: requestIdOf({ 'x-request-id': req.headers?.get('x-request-id') ?? undefined }),
          method: req.method,
          path: req.url,
        },
      }),
    },
  })
  return async (config: Config) => {
    const withPlugin = await plugin(config)
    const providers = withPlugin.admin?.components?.providers?.filter((provider) => provider !== ADMIN_ERROR_BOUNDARY)
    return providers === undefined
      ? withPlugin
      : { ...withPlugin, admin: { ...withPlugin.admin, components: { ...withPlugin.admin?.components, providers } } }
  }
}
