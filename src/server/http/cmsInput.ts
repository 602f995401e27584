/**
 * Malformed input to the CMS API refused before Payload sees it, where Payload itself would answer 500 (issue 29):
 * - REST: a multipart body that cannot be parsed, or whose `_payload` is not JSON (any write, from anyone) is a 400; `POST /{collection}/verify/{token}`
 *   on a collection without e-mail verification, and `/{collection}/versions` on one without versions, are 404s;
 * - GraphQL: a body that is not JSON is a 400, and so is a document whose fragments spread each other in a cycle
 *   (Payload's complexity rule would recurse until the stack overflows before graphql-js's own rule reports it) and a
 *   subscription (graphql-http throws on it).
 * Errors have Payload's shape (`{ errors: [{ message }] }`), in French.
 */
import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql'

import { cms } from '@/server/http/payload'

const CMS_INPUT_MESSAGES = {
  multipart: 'Corps de requête multipart illisible.',
  payloadField: 'Le champ « _payload » du corps multipart doit être du JSON.',
  notFound: 'Introuvable.',
  subscription: 'Les abonnements GraphQL (subscription) ne sont pas pris en charge.',
  json: 'Le corps de la requête doit être du JSON\u00a0: { "query": "…", "variables": { … } }.',
  fragmentCycle: (name: string) => `Les fragments forment un cycle (« ${name} » s’inclut lui-même).`,
} as const

const refusal = (status: number, message: string): Response =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

const isMultipart = (request: Request) => (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')

/** A REST request Payload would answer 500, as its 4xx; null for anything else. */
async function malformedRestRequest(request: Request): Promise<Response | null> {
  if (request.method === 'POST' || request.method === 'PATCH' || request.method === 'PUT') {
    if (isMultipart(request)) {
      let form: FormData
      try {
        form = await request.clone().formData()
      } catch {
        return refusal(400, CMS_INPUT_MESSAGES.multipart)
      }
      // the document's fields travel as JSON in `_payload`
      const fields = form.get('_payload')
      if (typeof fields === 'string') {
        try {
          JSON.parse(fields)
        } catch {
          return refusal(400, CMS_INPUT_MESSAGES.payloadField)
        }
      }
    }
  }
  const segments = new URL(request.url).pathname.split('/cms/api/')[1]?.split('/').filter(Boolean) ?? []
  if (segments[1] === 'verify' || segments[1] === 'versions') {
    const collection = (await cms()).collections[segments[0] as never] as
      | { config?: { auth?: { verify?: unknown }; versions?: unknown } }
      | undefined
    // e-mail verification (`POST /{collection}/verify/{token}`) and versions exist only where they are enabled
    if (collection && request.method === 'POST' && segments[1] === 'verify' && !collection.config?.auth?.verify)
      return refusal(404, CMS_INPUT_MESSAGES.notFound)
    if (collection && segments[1] === 'versions' && !collection.config?.versions) return refusal(404, CMS_INPUT_MESSAGES.notFound)
  }
  return null
}

/** The first fragment of `document` that spreads itself, directly or through others; null without a cycle. */
function fragmentCycle(document: DocumentNode): string | null {
  const spreads = new Map<string, string[]>()
  const collect = (set: SelectionSetNode | undefined, into: string[]) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) into.push(selection.name.value)
      else collect(selection.selectionSet, into)
    }
  }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue
    const into: string[] = []
    collect(definition.selectionSet, into)
    spreads.set(definition.name.value, into)
  }
  const done = new Set<string>()
  const visit = (name: string, path: Set<string>): string | null => {
    if (path.has(name)) return name
    if (done.has(name)) return null
    path.add(name)
    for (const next of spreads.get(name) ?? []) {
      const found = visit(next, path)
      if (found) return found
    }
    path.delete(name)
    done.add(name)
    return null
  }
  for (const name of spreads.keys()) {
    const found = visit(name, new Set())
    if (found) return found
  }
  return null
}

/** A GraphQL request Payload would answer 500 (or a 500 inside a 200), as a 400; else the request to hand on. */
export async function malformedGraphqlRequest(request: Request): Promise<Response | Request> {
  if (isMultipart(request)) return request
  const text = await request.text()
  let params: unknown
  try {
    params = JSON.parse(text)
  } catch {
    return refusal(400, CMS_INPUT_MESSAGES.json)
  }
  if (!params || typeof params !== 'object' || Array.isArray(params)) return refusal(400, CMS_INPUT_MESSAGES.json)
  const query = (params as { query?: unknown }).query
  if (typeof query === 'string') {
    let document: DocumentNode | null = null
    try {
      document = parse(query)
    } catch {
      document = null // a syntax error: graphql-http answers it
    }
    const cycle = document && fragmentCycle(document)
    if (cycle) return refusal(400, CMS_INPUT_MESSAGES.fragmentCycle(cycle))
    if (document?.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'subscription'))
      return refusal(400, CMS_INPUT_MESSAGES.subscription)
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: text })
}

/** Payload's REST handler with malformed requests refused first. */
export function withMalformedInputRefused<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => (await malformedRestRequest(request)) ?? handler(request, ...rest)
}
