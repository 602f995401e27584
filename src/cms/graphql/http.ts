import { GRAPHQL_POST } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

import { malformedGraphqlRequest } from '@/server/http/cmsInput'

/**
 * A GraphQL request refused before it runs (syntax, validation: depth, aliases, complexity) has errors and no `data`.
 * graphql-http gives it a 200 when the client accepts `application/json`, and when the errors come from another copy
 * of the `graphql` module (ESM and CommonJS builds side by side) it even sends them as a bare array. The shop answers
 * 400 with `{ errors }` whatever the Accept header, so a refused query never looks like a success.
 */
function refusedRequestErrors(body: unknown): unknown[] | null {
  if (Array.isArray(body)) return body.length > 0 ? body : null
  if (body && typeof body === 'object' && !('data' in body) && Array.isArray((body as { errors?: unknown }).errors)) {
    return (body as { errors: unknown[] }).errors
  }
  return null
}

async function requestErrorsAs400(response: Response): Promise<Response> {
  if (response.status !== 200) return response
  const text = await response.text()
  // an executed operation's answer is an object with `data`: only parse what may be a refusal
  if (text.startsWith('[') || text.startsWith('{"errors":')) {
    let errors: unknown[] | null = null
    try {
      errors = refusedRequestErrors(JSON.parse(text))
    } catch {
      // not JSON: left as it is
    }
    if (errors) {
      const headers = new Headers(response.headers)
      headers.set('Content-Type', 'application/json; charset=utf-8')
      return new Response(JSON.stringify({ errors }), { status: 400, headers })
    }
  }
  return new Response(text, { status: 200, headers: response.headers })
}

/** `POST /cms/api/graphql`: Payload's handler, malformed bodies and refused requests as 400 (src/server/http/cmsInput.ts). */
export function graphqlPost(config: Promise<SanitizedConfig>): (request: Request) => Promise<Response> {
  const handler = GRAPHQL_POST(config)
  return async (request) => {
    const checked = await malformedGraphqlRequest(request)
    return checked instanceof Response ? checked : requestErrorsAs400(await handler(checked))
  }
}
