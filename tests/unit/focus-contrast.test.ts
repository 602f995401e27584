import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { HEADER_VARIANT_CLASS } from '@/features/layout/header/headerState'
import { contrastRatio, FOCUS_MIN_CONTRAST } from '@/lib/a11y/contrast'

import tailwindConfig from '../../tailwind.config'

// The actual values: the focus ring's colours from globals.css, the header's backgrounds from its variant classes
// and the brand palette of tailwind.config.ts.
const css = fs.readFileSync(path.resolve(__dirname, '../../src/styles/globals.css'), 'utf8')

/** The colour `outline` of :focus-visible resolves to for an element under `selector`'s rule (a var() or a literal). */
function focusRingUnder(selector: string): string {
  const outline = /(?:^|\n):focus-visible\s*\{[^}]*outline:\s*\S+\s+\S+\s+([^;]+);/.exec(css)?.[1]?.trim()
  if (!outline) throw new Error('no :focus-visible outline in globals.css')
  const variable = /^var\((--[\w-]+)\)$/.exec(outline)?.[1]
  if (!variable) return outline
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const value = new RegExp(`(?:^|\\n)${escaped}\\s*\\{[^}]*${variable}:\\s*([^;]+);`).exec(css)?.[1]?.trim()
  if (!value) throw new Error(`${variable} not set for ${selector}`)
  return value
}

const palette = (tailwindConfig.theme?.extend?.colors as { brand: Record<string, string> }).brand
/** `bg-brand` → the DEFAULT shade, `bg-brand-night` → night. */
function background(className: string): string {
  const shade = /^bg-brand(?:-(\w+))?$/.exec(className)?.[1] ?? 'DEFAULT'
  const colour = palette[shade]
  if (!colour) throw new Error(`unknown background ${className}`)
  return colour
}

describe('contrast ratio (WCAG 2.2)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777', '#fff', 4.48],
    ['#ea5b0c', '#c24a08', 1.4],
  ])('%s on %s → %f:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1)
  })
})

describe('focus indicators contrast 3:1 with what they sit on (WCAG 2.2 1.4.11)', () => {
  it.each(Object.entries(HEADER_VARIANT_CLASS))('on the %s header (%s)', (_variant, className) => {
    const ring = focusRingUnder('header[data-variant]')
    expect(contrastRatio(ring, background(className))).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST)
  })

  it('on the white page and in the white panels inside the header', () => {
    expect(contrastRatio(focusRingUnder(':root'), '#ffffff')).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST)
    expect(contrastRatio(focusRingUnder('header[data-variant] .bg-white'), '#ffffff')).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST)
  })
})
