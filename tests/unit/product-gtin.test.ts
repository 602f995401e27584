import { describe, expect, it } from 'vitest'

import { demoEan } from '@/cms/seed/products'
import { compactGtin, gtinCheckDigit, gtinKey, isValidGtin } from '@/lib/product/gtin'

describe('EAN / GTIN check digit (GS1 modulo 10)', () => {
  it.each([
    ['4006381333931', true], // EAN-13
    ['3017620422003', true],
    ['96385074', true], // EAN-8
    ['036000291452', true], // UPC-A (GTIN-12)
    ['10614141000415', true], // GTIN-14
    ['4006381333932', false], // wrong check digit
    ['400638133393', false], // 12 digits, wrong check
    ['40063813339', false], // 11 digits
    ['40063813339311', false],
    ['400638133393A', false],
    ['', false],
  ])('%s valid: %s', (code, valid) => expect(isValidGtin(code)).toBe(valid))

  it('reads a code as printed under a barcode (spaces, hyphens) and compares GTIN-14 and EAN-13 alike', () => {
    expect(isValidGtin('4 006381 333931')).toBe(true)
    expect(compactGtin('4-006381-333931')).toBe('4006381333931')
    expect(gtinKey('04006381333931')).toBe(gtinKey('4006381333931'))
    expect(gtinCheckDigit('400638133393')).toBe(1)
  })

  it('gives every demo product a valid, distinct EAN-13', () => {
    const codes = Array.from({ length: 3000 }, (_, i) => demoEan(i))
    expect(codes.every((c) => c.length === 13 && isValidGtin(c))).toBe(true)
    expect(new Set(codes).size).toBe(codes.length)
  })
})
