/** SIREN of La Poste: its establishments' SIRET numbers follow their own rule instead of Luhn. */
const LA_POSTE_SIREN = '356000000'

/** Luhn checksum over a string of digits (the INSEE key of SIREN and SIRET numbers). */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

export const compactSiret = (value: string): string => value.replace(/[\s.\-]+/g, '')

/**
 * Is this a valid French SIRET (14 digits, Luhn key)? La Poste's establishments are accepted by INSEE's exception:
 * SIREN 356000000 and the sum of the 14 digits a multiple of 5 (their numbers fail the Luhn key). We accept them: La
 * Poste buys industrial supplies like anyone else, and refusing its real numbers would only push it to the phone.
 */
export function isValidSiret(input: string): boolean {
  const siret = compactSiret(input)
  if (!/^\d{14}$/.test(siret)) return false
  if (siret.startsWith(LA_POSTE_SIREN)) {
    if (luhnValid(siret)) return true
    const sum = [...siret].reduce((total, d) => total + Number(d), 0)
    return sum % 5 === 0
  }
  return luhnValid(siret)
}
