/**
 * The `context` of the shop's own reads and writes of a quote (the request, the buyer's decision, the expiry, the
 * order): the collection's hooks keep their editor rules and mails for the editors' saves, and the shop reads the stored
 * state (src/cms/hooks/quotes.ts).
 */
export const QUOTE_SERVER_WRITE = { quoteServer: true } as const

export const isServerWrite = (context: Record<string, unknown>): boolean => context.quoteServer === true
