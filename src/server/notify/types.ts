/** A notification for the sales team (plain text, an optional link to the record in the admin). */
export type ChatMessage = { text: string; link?: string }

/** What the shop needs from chat: post one message now (throws on failure, so the `notifyChat` job retries). */
export interface ChatNotifier {
  readonly name: 'slack' | 'cms'
  post(message: ChatMessage): Promise<{ ref: string }>
}
