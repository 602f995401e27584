import { describe, expect, it } from 'vitest'

import { mediaPath, toImage } from '@/lib/media'

describe('media URLs', () => {
  it('serves our own CMS files as same-origin paths whatever the server URL', () => {
    expect(mediaPath('http://127.0.0.1:3100/cms/api/media/file/a.webp')).toBe('/cms/api/media/file/a.webp')
    expect(mediaPath('https://shop.example.com/cms/api/media/file/b-300x300.webp')).toBe('/cms/api/media/file/b-300x300.webp')
    expect(mediaPath('/cms/api/media/file/c.webp')).toBe('/cms/api/media/file/c.webp')
  })

  it('keeps other hosts (S3) untouched', () => {
    expect(mediaPath('https://bucket.s3.eu-west-3.amazonaws.com/a.webp')).toBe('https://bucket.s3.eu-west-3.amazonaws.com/a.webp')
  })

  it('reads thumbnail and alt of a populated upload, null otherwise', () => {
    expect(
      toImage({
        url: 'http://x/cms/api/media/file/a.webp',
        alt: 'Roulement',
        width: 600,
        height: 600,
        sizes: { thumbnail: { url: 'http://x/cms/api/media/file/a-300x300.webp' } },
      }),
    ).toEqual({
      url: '/cms/api/media/file/a.webp',
      alt: 'Roulement',
      width: 600,
      height: 600,
      thumbnailUrl: '/cms/api/media/file/a-300x300.webp',
    })
    expect(toImage(12)).toBeNull()
    expect(toImage(null)).toBeNull()
  })
})
