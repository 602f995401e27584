import type { NextApiRequest, NextApiResponse } from 'next'
import { ImageResponse } from 'next/og'

import { SITE_NAME } from '@/lib/seo'
import { cms } from '@/server/http/payload'
import { clientIp, createRateLimiter } from '@/server/http/rateLimit'
import { BAD_REQUEST_HOLD, createRefusalHold, REFUSAL_HOLD } from '@/server/http/refusalHold'
import { createCardCache } from '@/server/og/cache'
import { ogImageKey, validOgImageSignature } from '@/server/og/signature'

// Node runtime: the pages-router API form; ImageResponse is a web Response, copied onto the Node response below.
const WIDTH = 1200
const HEIGHT = 630
const MAX_TITLE = 120
const MAX_DESCRIPTION = 200

const BRAND_BACKGROUND = '#1d232b'
const BRAND_ACCENT = '#ea5b0c'

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''))

/**
 * The characters the bundled font draws (Noto Sans, Latin: French with œ, ’, « », …, €, ™). For any other one Satori
 * fetches a font from Google or an emoji from a CDN on every request (an outbound call a visitor could trigger at
 * will, and a 500 when the emoji cannot be fetched): they are dropped, after spaces of every kind became one space.
 */
const DRAWABLE =
  /[\u0020-\u007E\u00A0-\u00AC\u00AE-\u00FF\u0131\u0152\u0153\u02BC\u02C6\u02DA\u02DC\u2013\u2014\u2018-\u201A\u201C-\u201E\u2020-\u2022\u2026\u2030\u2032\u2033\u2039\u203A\u2044\u2074\u20AC\u2122\u2191\u2193\u2212]/u
const drawable = (value: string): string =>
  Array.from(
    value
      .normalize('NFC')
      .replace(/\s+/g, ' ')
      .replace(/[\u2010\u2011]/g, '-'),
  )
    .filter((c) => DRAWABLE.test(c))
    .join('')

/** Clip to `max` characters (by code point), with an ellipsis when cut. */
const clip = (value: string, max: number): string => {
  const chars = Array.from(drawable(value).replace(/ +/g, ' ').trim())
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('')
}

/** French answers of the route (API errors are `{ code, message }`). */
export const OG_MESSAGES = {
  methodNotAllowed: 'Méthode non autorisée.',
  invalidSignature: 'Adresse d’image invalide : seules les images des pages du site sont dessinées.',
  rateLimited: 'Trop de demandes d’images. Réessayez dans un instant.',
} as const

/** Cards drawn per address and minute (a cached card costs nothing and is not counted). */
export const OG_RENDERS_PER_MINUTE = 30
const allowRender = createRateLimiter({ name: 'og-render', limit: OG_RENDERS_PER_MINUTE, windowMs: 60_000 })

/** Refusals sent slowly to an address that keeps asking for unsigned cards or past its budget (refusalHold.ts). */
const holdBadRequest = createRefusalHold(BAD_REQUEST_HOLD)
const holdTooMany = createRefusalHold(REFUSAL_HOLD)

const cards = createCardCache()
/** A year: a signed address always draws the same card (another text is another address). */
const SIGNED_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** The shop's own card, unsigned: a day, as the design may change with a release. */
const SITE_CARD_CACHE_CONTROL = 'public, max-age=86400'

let signingKey: string | undefined
const key = async (): Promise<string> => (signingKey ??= ogImageKey((await cms()).secret))

function refuse(res: NextApiResponse, status: number, code: string, message: string) {
  res.setHeader('Cache-Control', 'no-store')
  return res.status(status).json({ code, message })
}

/**
 * GET /api/og: the Open Graph card of a page. `?title=&description=&sig=`, signed by the page's document
 * (src/server/og/signature.ts); without any parameter, the shop's own card. An unsigned or badly signed address is
 * refused (400) without drawing, at once for its first ones a minute, after a pause for an address that keeps sending
 * them; a card is drawn once per process (memory cache) and at most
 * OG_RENDERS_PER_MINUTE times a minute per address; a signed card is cached for a year by browsers and CDNs.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    return refuse(res, 405, 'method_not_allowed', OG_MESSAGES.methodNotAllowed)
  }
  const rawTitle = first(req.query.title)
  const rawDescription = first(req.query.description)
  const signature = first(req.query.sig)
  const siteCard = !rawTitle && !rawDescription && !signature
  // checked before anything is drawn; an address without a signature does not even need the key
  if (!siteCard && !(signature && validOgImageSignature(rawTitle, rawDescription, signature, await key()))) {
    await holdBadRequest(clientIp(req))
    return refuse(res, 400, 'invalid_signature', OG_MESSAGES.invalidSignature)
  }
  const cacheKey = siteCard ? '' : JSON.stringify([rawTitle, rawDescription])
  let body = cards.get(cacheKey)
  if (!body) {
    const allowed = await allowRender(clientIp(req))
    if (!allowed.allowed) {
      await holdTooMany(clientIp(req))
      res.setHeader('Retry-After', String(allowed.retryAfterSeconds))
      return refuse(res, 429, 'rate_limited', OG_MESSAGES.rateLimited)
    }
    body = await drawCard(clip(rawTitle, MAX_TITLE) || SITE_NAME, clip(rawDescription, MAX_DESCRIPTION))
    cards.set(cacheKey, body)
  }
  res.setHeader('Content-Type', 'image/png')
  res.setHeader('Cache-Control', siteCard ? SITE_CARD_CACHE_CONTROL : SIGNED_CACHE_CONTROL)
  res.setHeader('Content-Length', String(body.length))
  res.status(200).end(req.method === 'HEAD' ? undefined : body)
}

async function drawCard(title: string, description: string): Promise<Buffer> {
  // no external font or image: the machine has no network, Satori's bundled font is used
  const image = new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          backgroundColor: BRAND_BACKGROUND,
          color: '#ffffff',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 28, color: BRAND_ACCENT }}>
          <div style={{ width: 48, height: 8, backgroundColor: BRAND_ACCENT, marginRight: 20 }} />
          {SITE_NAME}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: title.length > 60 ? 52 : 68, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
          {description ? (
            <div style={{ display: 'flex', marginTop: 28, fontSize: 30, lineHeight: 1.35, color: '#cbd5e1' }}>{description}</div>
          ) : null}
        </div>
        <div style={{ display: 'flex', width: '100%', height: 12, backgroundColor: BRAND_ACCENT }} />
      </div>
    ),
    { width: WIDTH, height: HEIGHT },
  )
  return Buffer.from(await image.arrayBuffer())
}
