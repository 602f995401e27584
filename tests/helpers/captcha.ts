import type { Payload } from 'payload'

/** A solved ALTCHA payload, as the widget sends it in a form's `captcha` field (small work: tests only). */
export async function solvedCaptcha(payload: Payload): Promise<string> {
  const { issueCaptchaChallenge } = await import('@/server/captcha')
  const { solveChallenge } = await import('altcha-lib')
  const { deriveKey } = await import('altcha-lib/algorithms/sha')
  const challenge = await issueCaptchaChallenge(payload, { minCounter: 1, maxCounter: 200 })
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('captcha not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
