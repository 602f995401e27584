import { Forbidden, type Access, type Endpoint, type PayloadHandler, type SanitizedConfig } from 'payload'

import { isEditorUser } from './index'
import { capPublicReads, refuseMalformedIds, refuseMalformedWhere } from './publicReads'

/**
 * Payload's own collections: document locks, admin preferences, the jobs queue and the migrations log. They serve
 * the admin only, so only editors read or write them, through any operation or endpoint (a client session gets 403
 * or nothing). Editors keep Payload's own rules on top (an editor's preferences stay their own).
 */
const EDITOR_ONLY_SYSTEM_COLLECTIONS = ['payload-locked-documents', 'payload-preferences', 'payload-jobs', 'payload-migrations'] as const

const OPERATIONS = ['create', 'read', 'readVersions', 'update', 'delete', 'unlock'] as const

/** `access` restricted to editors; for an editor, the original rule (none: allowed). */
function editorsThen(access: Access | undefined): Access {
  return (args) => {
    if (!isEditorUser(args.req.user)) return false
    return access ? access(args) : true
  }
}

function editorsOnlyHandler(handler: PayloadHandler): PayloadHandler {
  return (req) => {
    if (!isEditorUser(req.user)) throw new Forbidden(req.t)
    return handler(req)
  }
}

/**
 * Restricts the system collections of a sanitized config (Payload adds them while sanitizing, after plugins run,
 * so this is applied to `buildConfig`'s result). Endpoints are copied: Payload shares the default ones between
 * collections.
 */
export function lockSystemCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!(EDITOR_ONLY_SYSTEM_COLLECTIONS as readonly string[]).includes(collection.slug)) continue
    // an id that cannot exist (`/payload-jobs/me`) is a 404, a malformed filter a 400 and a page or page size the
    // database cannot take made whole, as on the other collections
    collection.hooks.beforeOperation = [
      refuseMalformedIds,
      refuseMalformedWhere,
      capPublicReads,
      ...(collection.hooks.beforeOperation ?? []),
    ]
    const access = collection.access as Record<(typeof OPERATIONS)[number], Access | undefined>
    for (const operation of OPERATIONS) access[operation] = editorsThen(access[operation])
    // no REST route at all (the migrations log): Payload's answer would be a 501
    if (collection.endpoints === false) collection.endpoints = []
    else {
      collection.endpoints = collection.endpoints.map((endpoint: Endpoint) => ({
        ...endpoint,
        handler: editorsOnlyHandler(endpoint.handler),
      }))
    }
  }
  return config
}
