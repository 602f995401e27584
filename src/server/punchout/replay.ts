/**
 * A cXML setup document is accepted once: its payloadID (unique per document, cXML §3) is remembered per buyer, and
 * the same document sent again (a captured request replayed) gets 409. The seen IDs are kept in the single-use keys
 * table the captcha uses (`captcha-uses`: a unique key and an expiry, shared by every process), for REMEMBER_MS.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { isUniqueViolation } from '@/server/captcha/verify'

import { CxmlError } from './cxmlParse'

/** How long a setup payloadID is remembered (Coupa never re-sends a setup document: a new session is a new ID). */
const REMEMBER_MS = 30 * 24 * 60 * 60_000

const MAX_PAYLOAD_ID = 512

const payloadIdKey = (buyerId: number | string, payloadId: string): string =>
  `cxml-setup:${createHash('sha256').update(`${buyerId}\n${payloadId}`).digest('hex')}`

export async function acceptOnce(payload: Payload, buyerId: number | string, payloadId: string, now = Date.now()): Promise<void> {
  const id = payloadId.trim()
  if (!id || id.length > MAX_PAYLOAD_ID) throw new CxmlError(400, 'Missing or oversized payloadID')
  try {
    await payload.create({
      collection: 'captcha-uses',
      data: { key: payloadIdKey(buyerId, id), expires_at: new Date(now + REMEMBER_MS).toISOString() },
      overrideAccess: true,
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new CxmlError(409, 'Document already received (same payloadID)')
    throw error
  }
}
