import { Receiver } from '@upstash/qstash'

/** Clock skew tolerated on the token's `nbf` / `exp` (seconds). */
const CLOCK_TOLERANCE_S = 60

/**
 * Checks the `Upstash-Signature` of a QStash delivery with QStash's own `Receiver`: a JWT signed with the current or
 * the next signing key, issued by Upstash for this URL (`sub`), still valid (give or take a minute), whose `body` claim
 * is the SHA-256 of the raw body. Never throws: any refusal is `false`.
 */
export async function verifyQstashSignature(input: {
  signature: string | undefined
  body: string
  url: string
  currentSigningKey: string | undefined
  nextSigningKey: string | undefined
}): Promise<boolean> {
  const { signature, body, url, currentSigningKey, nextSigningKey } = input
  // without both keys the Receiver would look for others in process.env: refuse instead
  if (!signature || !currentSigningKey || !nextSigningKey) return false
  // devMode false: QSTASH_DEV never swaps in the local dev server's keys
  const receiver = new Receiver({ currentSigningKey, nextSigningKey, devMode: false })
  try {
    return await receiver.verify({ signature, body, url, clockTolerance: CLOCK_TOLERANCE_S })
  } catch {
    return false
  }
}
