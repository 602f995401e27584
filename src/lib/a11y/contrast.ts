/**
 * WCAG 2.2 contrast ratio of two sRGB colours (`#rgb` or `#rrggbb`): 1.4.11 asks 3:1 for a focus indicator against
 * what it sits on, 1.4.3 asks 4.5:1 for body text.
 */
export const FOCUS_MIN_CONTRAST = 3

function channels(hex: string): [number, number, number] {
  const digits = hex.trim().replace(/^#/, '')
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`)
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

/** Relative luminance (WCAG definition, sRGB). */
function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}
