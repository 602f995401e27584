import { BRAND } from '@/lib/brand'

import type { Sender } from './types'

/** Sender of the embedded outbox (no real domain: nothing leaves the machine), under the site's name. */
export const OUTBOX_SENDER: Sender = { name: BRAND.name, address: 'ne-pas-repondre@boutique.invalid' }

/** 'Boutique <shop@example.com>' or 'shop@example.com' (SMTP_CHANNEL) → name and address. */
export function parseSender(channel: string, fallbackName = OUTBOX_SENDER.name): Sender {
  const match = /^\s*"?([^"<]*?)"?\s*<\s*([^>\s]+)\s*>\s*$/.exec(channel)
  if (match) return { name: match[1]?.trim() || fallbackName, address: match[2] ?? '' }
  return { name: fallbackName, address: channel.trim() }
}

export const formatSender = ({ name, address }: Sender): string => `"${name.replace(/"/g, '')}" <${address}>`
