/**
 * Outcome of a VAT number check, stored on the account request:
 * - `valide`: the checksum holds (offline) or VIES knows the number (online);
 * - `invalide`: wrong checksum, or VIES says the number is not active;
 * - `a_verifier`: the online lookup did not answer (timeout, 5xx, member state unavailable): never blocks a request,
 *   an editor checks it before approving.
 */
type VatStatus = 'valide' | 'invalide' | 'a_verifier'

export type VatCheck = {
  status: VatStatus
  /** Who decided: the offline checksum or the online VIES lookup. */
  source: 'checksum' | 'vies'
  /** Normalised number (e.g. `BE0403170701`). */
  vat: string
  /** Registered name and address given by VIES, when it gives them. */
  name?: string
  address?: string
  /** VIES's error code or the network failure, for the editor. */
  detail?: string
}

/** Checks a French or Belgian VAT number whose offline format and checksum already hold. */
export interface VatLookup {
  readonly kind: 'checksum' | 'vies'
  check(vat: string): Promise<VatCheck>
}
