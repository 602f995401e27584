import { isValidElement, type ReactNode } from 'react'

import { SITE_NAME } from '@/lib/seo'
import { appOrigin } from '@/lib/site-url'
import { cms } from '@/server/http/payload'

import { ogImageKey, signedOgImageUrl } from './signature'

type MetaProps = { property?: unknown; content?: unknown }

/** The card's text of a page: its og:title and og:description, as its `<Seo>` put them in the head; null without. */
export function pageCardText(head: readonly ReactNode[] | undefined): { title: string; description: string } | null {
  let title: string | null = null
  let description = ''
  for (const element of head ?? []) {
    if (!isValidElement(element) || element.type !== 'meta') continue
    const { property, content } = element.props as MetaProps
    if (typeof content !== 'string') continue
    if (property === 'og:title') title = content
    else if (property === 'og:description') description = content
  }
  return title === null ? null : { title, description }
}

/** The signed og:image address of a page rendered on the server, from its head; null when it has no og:title. */
export async function pageCardUrl(head: readonly ReactNode[] | undefined): Promise<string | null> {
  const text = pageCardText(head)
  if (!text) return null
  try {
    const key = ogImageKey((await cms()).secret)
    return signedOgImageUrl(text.title, text.description, key, appOrigin(), SITE_NAME)
  } catch (error) {
    // a page without its card is better than no page
    console.error('[og] the page card was not signed', error)
    return null
  }
}
