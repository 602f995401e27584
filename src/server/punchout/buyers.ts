/**
 * Who sends a cXML request: the punch-out buyer whose credential (Sender, else From) matches, checked against the
 * stored digest of their shared secret in constant time. An unknown sender and a wrong secret are answered alike (401).
 */
import type { Payload } from 'payload'

import type { PunchoutBuyer } from '@/payload-types'

import { CxmlError, type CxmlHeader } from './cxmlParse'
import { parseHostPatterns } from './hosts'
import { hashSharedSecret, punchoutKey, sharedSecretMatches } from './secret'

export type AuthenticatedBuyer = {
  id: number
  name: string
  clientId: number
  allowedHosts: string[]
  unspsc: string
  /** The platform's name as the editors wrote it (null: named after the session's protocol). */
  platform: string | null
  /** The buyer's credential, echoed as To in the order message. */
  credential: { domain: string; identity: string }
}

/** The id of a relationship field, populated or not. */
export const relationId = (value: number | { id: number } | null | undefined): number | null =>
  value && typeof value === 'object' ? value.id : (value ?? null)

const toAuthenticatedBuyer = (doc: PunchoutBuyer): AuthenticatedBuyer => ({
  id: doc.id,
  name: doc.name,
  clientId: relationId(doc.client) as number,
  allowedHosts: parseHostPatterns(doc.allowed_hosts),
  unspsc: doc.unspsc || '31000000',
  platform: doc.platform?.trim() || null,
  credential: { domain: doc.credential_domain, identity: doc.credential_identity },
})

/** `domain` null: any domain (OCI has only a user name). */
type Candidate = { domain: string | null; identity: string }

async function authenticate(payload: Payload, candidates: readonly Candidate[], secret: string): Promise<AuthenticatedBuyer> {
  const key = punchoutKey(payload.secret)
  for (const credential of candidates.filter((c) => c.identity)) {
    const { docs } = await payload.find({
      collection: 'punchout-buyers',
      where: { and: [{ credential_identity: { equals: credential.identity } }, { active: { equals: true } }] },
      showHiddenFields: true,
      overrideAccess: true,
      depth: 0,
      limit: 10,
    })
    const doc = docs.find((d) => credential.domain === null || d.credential_domain.toLowerCase() === credential.domain.toLowerCase())
    if (doc && sharedSecretMatches(secret, doc.secret_hash, key)) return toAuthenticatedBuyer(doc)
  }
  // same work when nobody matches: no timing difference between an unknown sender and a wrong secret
  hashSharedSecret(secret, key)
  throw new CxmlError(401, 'Unknown sender or wrong shared secret')
}

/** cXML: the Sender credential (else From) with the Sender's SharedSecret. */
export const authenticateBuyer = (payload: Payload, header: CxmlHeader): Promise<AuthenticatedBuyer> =>
  authenticate(payload, [...header.sender, ...header.from], header.sender.find((c) => c.sharedSecret)?.sharedSecret ?? '')

/** OCI: USERNAME is the credential identity (any domain), PASSWORD the shared secret. */
export const authenticateOci = (payload: Payload, username: string, password: string): Promise<AuthenticatedBuyer> =>
  authenticate(payload, [{ domain: null, identity: username }], password)

export async function buyerById(payload: Payload, id: number): Promise<AuthenticatedBuyer | null> {
  const doc = await payload.findByID({ collection: 'punchout-buyers', id, overrideAccess: true, depth: 0, disableErrors: true })
  return doc && doc.active !== false ? toAuthenticatedBuyer(doc) : null
}
