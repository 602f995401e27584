/**
 * The `context` of the shop's own writes of a quote (the request, the buyer's decision, the expiry, the order): the
 * collection's hooks keep their editor rules and mails for the editors' saves (src/cms/hooks/quotes.ts).
 */
export const QUOTE_SERVER_WRITE = { quoteServer: true } as const

export const isServerWrite = (context: Record<string, unknown>): boolean => context.quoteServer === true
