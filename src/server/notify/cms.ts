import type { Payload } from 'payload'

import type { ChatNotifier } from './types'

/** The embedded default: notifications listed in the admin (`chat-notifications`) instead of posted to Slack. */
export function cmsNotifier(payload: Payload, channel: string): ChatNotifier {
  return {
    name: 'cms',
    async post(message) {
      const doc = await payload.create({
        collection: 'chat-notifications',
        data: { channel, text: message.text, link: message.link ?? null },
        overrideAccess: true,
      })
      return { ref: `chat-notifications/${doc.id}` }
    },
  }
}
