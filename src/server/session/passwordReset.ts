import type { Payload } from 'payload'

import { env } from '@/env'
import { newPasswordPath } from '@/lib/routes'
import { passwordLinkMail, queueMail } from '@/server/mail'

/** A reset link after « Mot de passe oublié ? » is valid this long (and once). */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000

/** Absolute link to the shop's password page (not the admin's) for a Payload reset token: the reset and first-password mails. */
export function passwordPageUrl(token: string, appUrl: string = env.NEXT_PUBLIC_APP_URL): string {
  return `${appUrl.replace(/\/+$/, '')}${newPasswordPath(token)}`
}

/**
 * A single-use password token for a buyer (Payload's forgot-password operation, without Payload's mail), valid `ttlMs`;
 * null when no `clients` account has this address. The account-approval flow mails it with
 * `passwordLinkMail({ purpose: 'welcome', url: passwordPageUrl(token), … })`.
 */
export async function createClientPasswordToken(payload: Payload, email: string, ttlMs: number): Promise<string | null> {
  const token = await payload.forgotPassword({ collection: 'clients', data: { email }, disableEmail: true, expiration: ttlMs })
  return typeof token === 'string' && token ? token : null
}

/**
 * « Mot de passe oublié ? »: mails a reset link when an active buyer account has this address; does
 * nothing otherwise. The caller answers the same either way, so the form does not tell who has an account.
 */
export async function requestClientPasswordReset(payload: Payload, email: string): Promise<'sent' | 'unknown'> {
  const { docs } = await payload.find({
    collection: 'clients',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const client = docs[0]
  if (!client || client.compte_desactive) return 'unknown'
  const token = await createClientPasswordToken(payload, email, RESET_LINK_TTL_MS)
  if (!token) return 'unknown'
  const mail = passwordLinkMail({
    purpose: 'reset',
    url: passwordPageUrl(token),
    firstname: client.firstname,
    validForHours: RESET_LINK_TTL_MS / 3_600_000,
  })
  await queueMail(payload, { to: client.email, ...mail })
  return 'sent'
}

/** Sets a buyer's password with a reset token: the token is then spent (Payload clears it). */
export async function resetClientPassword(payload: Payload, token: string, password: string): Promise<'ok' | 'invalid_token'> {
  try {
    await payload.resetPassword({ collection: 'clients', data: { token, password }, overrideAccess: true })
    return 'ok'
  } catch (error) {
    // Payload refuses an unknown, spent or expired token with a 403 APIError (`instanceof` is unreliable across bundles)
    const status = (error as { status?: unknown }).status
    if (status === 403 || status === 400 || status === 404) return 'invalid_token'
    throw error
  }
}
