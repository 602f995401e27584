/**
 * Chat notification for the sales team (architecture: chat notification). Slack when SLACK_OAUTH_TOKEN is set, else
 * stored in the CMS (`chat-notifications`). The channel is the site settings' « Canal Slack de l’équipe » (admin,
 * Paramètres du site), `#ventes` when empty. From a form: `queueChatNotification(payload, { text, link })`.
 */
import type { Payload } from 'payload'

import { env } from '@/env'
import { enqueueJob } from '@/server/jobs/queue'

import { cmsNotifier } from './cms'
import { slackNotifier } from './slack'
import type { ChatMessage, ChatNotifier } from './types'

export const DEFAULT_SLACK_CHANNEL = '#ventes'

export type { ChatMessage, ChatNotifier } from './types'

let override: ChatNotifier | null = null

/** Tests put an adapter pointed at a local server in place of the one the environment chooses. */
export function setChatNotifierForTests(notifier: ChatNotifier | null): void {
  override = notifier
}

async function teamChannel(payload: Payload): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return (settings as { slack_channel?: string | null }).slack_channel?.trim() || DEFAULT_SLACK_CHANNEL
}

/** The notifier chosen from the environment. */
export async function chatNotifier(payload: Payload): Promise<ChatNotifier> {
  if (override) return override
  const channel = await teamChannel(payload)
  return env.SLACK_OAUTH_TOKEN ? slackNotifier({ token: env.SLACK_OAUTH_TOKEN, channel }) : cmsNotifier(payload, channel)
}

/** Queues a notification (`notifyChat` job: posted right after, retried if Slack fails). */
export async function queueChatNotification(payload: Payload, message: ChatMessage): Promise<void> {
  await enqueueJob(payload, 'notifyChat', { message })
}
