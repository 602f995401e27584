import { z } from 'zod'

import { checksumVerdict } from './offline'
import type { VatCheck, VatLookup } from './types'

export type ViesOptions = {
  /** Base URL of the VIES REST API (`https://ec.europa.eu/taxation_customs/vies/rest-api`) or a gateway speaking it. */
  baseUrl: string
  /** Sent as `x-api-key` (gateways in front of VIES ask for one; VIES itself ignores it). */
  apiKey: string
  /** Per request; VIES is often slow, the form must not wait long (default 4 s). */
  timeoutMs?: number
  fetch?: typeof fetch
}

// POST {base}/check-vat-number answers { countryCode, vatNumber, valid, name, address, … } or, on failure,
// { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE', message }] }; some gateways add `userError`
const answerSchema = z.object({
  valid: z.boolean().optional(),
  isValid: z.boolean().optional(),
  userError: z.string().optional(),
  name: z.string().nullish(),
  address: z.string().nullish(),
  actionSucceed: z.boolean().optional(),
  errorWrappers: z.array(z.object({ error: z.string(), message: z.string().nullish() })).optional(),
})

/** VIES's placeholder for data a member state does not give. */
const clean = (value: string | null | undefined): string | undefined => {
  const text = value?.replace(/\s+/g, ' ').trim()
  return text && text !== '---' ? text : undefined
}

/**
 * The online lookup (VAT_LOOKUP_URL + VAT_LOOKUP_KEY): checksum first (a wrong number never leaves the shop), then
 * VIES. Anything but a clear yes or no from VIES (timeout, network error, 5xx, MS_UNAVAILABLE, an answer that does not
 * fit) gives `a_verifier`: the request is kept and an editor checks the number (never blocking).
 */
export function createViesLookup(options: ViesOptions): VatLookup {
  const doFetch = options.fetch ?? fetch
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/check-vat-number`
  const timeoutMs = options.timeoutMs ?? 4000
  return {
    kind: 'vies',
    async check(vat) {
      const offline = checksumVerdict(vat)
      if (offline.status !== 'valide') return offline
      const unverified = (detail: string): VatCheck => ({ status: 'a_verifier', source: 'vies', vat: offline.vat, detail })
      let res: Response
      try {
        res = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': options.apiKey },
          body: JSON.stringify({ countryCode: offline.vat.slice(0, 2), vatNumber: offline.vat.slice(2) }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        return unverified((error as Error).name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK_ERROR')
      }
      const parsed = answerSchema.safeParse(await res.json().catch(() => null))
      if (!parsed.success) return unverified(`HTTP_${res.status}`)
      const answer = parsed.data
      const error =
        answer.errorWrappers?.[0]?.error ??
        (answer.userError && !['VALID', 'INVALID'].includes(answer.userError) ? answer.userError : undefined)
      if (error)
        return error === 'INVALID_INPUT' ? { status: 'invalide', source: 'vies', vat: offline.vat, detail: error } : unverified(error)
      if (!res.ok) return unverified(`HTTP_${res.status}`)
      const valid = answer.valid ?? answer.isValid
      if (valid === undefined) return unverified(`HTTP_${res.status}`)
      if (!valid) return { status: 'invalide', source: 'vies', vat: offline.vat }
      return { status: 'valide', source: 'vies', vat: offline.vat, name: clean(answer.name), address: clean(answer.address) }
    },
  }
}
