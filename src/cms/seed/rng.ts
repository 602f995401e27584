/** Seeded pseudo-random numbers for the demo seed: same seed, same sequence (never Math.random). */
export type Rng = {
  /** Float in [0, 1). */
  next: () => number
  /** Integer in [min, max] (both included). */
  int: (min: number, max: number) => number
  /** True with probability p. */
  chance: (p: number) => boolean
  pick: <T>(items: readonly T[]) => T
  /** k distinct items (k capped at items.length), in random order. */
  sample: <T>(items: readonly T[], k: number) => T[]
  /** Float in [min, max) rounded to `decimals`. */
  float: (min: number, max: number, decimals?: number) => number
}

/** mulberry32: a tiny, fast 32-bit generator, good enough for demo content. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** 32-bit FNV-1a hash of a string, to derive independent seeds from names. */
export function hashString(value: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function createRng(seed: number | string): Rng {
  const next = mulberry32(typeof seed === 'string' ? hashString(seed) : seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    sample: (items, k) => {
      const copy = items.slice()
      const n = Math.min(k, copy.length)
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i))
        const tmp = copy[i] as (typeof copy)[number]
        copy[i] = copy[j] as (typeof copy)[number]
        copy[j] = tmp
      }
      return copy.slice(0, n)
    },
    float: (min, max, decimals = 2) => {
      const f = 10 ** decimals
      return Math.round((min + next() * (max - min)) * f) / f
    },
  }
}
