import type { ChatMessage, ChatNotifier } from './types'

const SLACK_API_URL = 'https://slack.com/api'

class SlackError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'SlackError'
  }
}

/** Slack's `mrkdwn` link: <url|text>, with the text on its own line after the message. */
const slackText = ({ text, link }: ChatMessage): string => (link ? `${text}\n<${link}|Ouvrir dans l’administration>` : text)

/**
 * Slack Web API `chat.postMessage` with a bot token (scope chat:write). Slack answers HTTP 200 with `{ ok: false,
 * error }` for a refused message (channel_not_found, not_in_channel, invalid_auth…) and 429 + Retry-After when rate
 * limited: both throw, so the job retries.
 */
export function slackNotifier(options: { token: string; channel: string; baseUrl?: string; fetch?: typeof fetch }): ChatNotifier {
  const { token, channel, baseUrl = SLACK_API_URL, fetch: doFetch = fetch } = options
  return {
    name: 'slack',
    async post(message) {
      const res = await doFetch(`${baseUrl.replace(/\/+$/, '')}/chat.postMessage`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ channel, text: slackText(message), unfurl_links: false, unfurl_media: false }),
        signal: AbortSignal.timeout(10_000),
      })
      if (res.status === 429) throw new SlackError('Slack: rate limited', Number(res.headers.get('retry-after')) || undefined)
      if (!res.ok) throw new SlackError(`Slack: HTTP ${res.status}`)
      const body = (await res.json().catch(() => null)) as { ok?: boolean; error?: string; ts?: string; channel?: string } | null
      if (!body?.ok) throw new SlackError(`Slack: ${body?.error ?? 'invalid response'}`)
      return { ref: `${body.channel ?? channel}/${body.ts ?? ''}` }
    },
  }
}
