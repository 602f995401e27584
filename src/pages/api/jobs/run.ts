import type { NextApiRequest, NextApiResponse } from 'next'

import { configured, env } from '@/env'
import { cms } from '@/server/http/payload'
import { JsonBodyError } from '@/server/http/jsonBody'
import { resetStaleJobs } from '@/server/jobs/claim'
import { jobsRunUrl, verifyQstashSignature } from '@/server/jobs/qstash'
import { reportApiError } from '@/server/ops/errors'

// the signature covers the exact bytes: read the raw body ourselves
export const config = { api: { bodyParser: false } }

const MAX_BODY = 64 * 1024

async function rawBody(req: NextApiRequest): Promise<string> {
  if (typeof req.body === 'string') return req.body // tests calling the handler directly
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY) throw new JsonBodyError('too_large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * POST /api/jobs/run, called by QStash (architecture: background jobs "triggered by QStash") when the QSTASH_*
 * settings are set, on the schedule the server creates at start (ensureQstashSchedule, src/server/jobs/qstash.ts):
 * runs the due jobs of the queue. Signature checked with the current or next signing key; 401 otherwise. Without
 * the settings the route does not exist (404): jobs run in-process.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  if (!configured('qstash')) return res.status(404).json({ code: 'not_found', message: 'Introuvable.' })
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST')
    return res.status(405).json({ code: 'method_not_allowed', message: 'Méthode non autorisée.' })
  }
  let body: string
  try {
    body = await rawBody(req)
  } catch {
    return res.status(413).json({ code: 'too_large', message: 'Requête trop volumineuse.' })
  }
  const signature = req.headers['upstash-signature']
  const verified = await verifyQstashSignature({
    signature: Array.isArray(signature) ? signature[0] : signature,
    body,
    url: jobsRunUrl(),
    currentSigningKey: env.QSTASH_CURRENT_SIGNING_KEY,
    nextSigningKey: env.QSTASH_NEXT_SIGNING_KEY,
  })
  if (!verified) {
    return res.status(401).json({ code: 'invalid_signature', message: 'Signature QStash invalide.' })
  }
  try {
    const payload = await cms()
    await resetStaleJobs(payload)
    const result = (await payload.jobs.run({ limit: 50, overrideAccess: true, silent: true })) as
      | { jobStatus?: Record<string, unknown> }
      | undefined
    return res.status(200).json({ code: 'success', ran: Object.keys(result?.jobStatus ?? {}).length })
  } catch (error) {
    reportApiError('[api/jobs/run]', error, req)
    return res.status(500).json({ code: 'server_error', message: 'Les tâches n’ont pas pu être lancées.' })
  }
}
