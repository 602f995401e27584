/**
 * The cards already drawn, kept in memory by their text: a page's card is drawn once per process, however many
 * crawlers ask for it. Bounded by bytes (a card is 20 to 60 KB), the least recently used one leaves first.
 */
const OG_CACHE_MAX_BYTES = 16 * 1024 * 1024

export type CardCache = { get: (key: string) => Buffer | undefined; set: (key: string, png: Buffer) => void; size: () => number }

export function createCardCache(maxBytes = OG_CACHE_MAX_BYTES): CardCache {
  const cards = new Map<string, Buffer>()
  let bytes = 0
  return {
    get(key) {
      const png = cards.get(key)
      if (png) {
        // most recently used last
        cards.delete(key)
        cards.set(key, png)
      }
      return png
    },
    set(key, png) {
      if (png.length > maxBytes) return
      const old = cards.get(key)
      if (old) {
        bytes -= old.length
        cards.delete(key)
      }
      cards.set(key, png)
      bytes += png.length
      for (const [oldest, value] of cards) {
        if (bytes <= maxBytes) break
        cards.delete(oldest)
        bytes -= value.length
      }
    },
    size: () => cards.size,
  }
}
