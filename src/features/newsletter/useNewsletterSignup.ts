import { useMutation } from '@tanstack/react-query'

import { NEWSLETTER_MESSAGES as M, type NewsletterCode, type NewsletterReply } from '@/lib/newsletter/messages'
import type { NewsletterSignup } from '@/lib/newsletter/signup'

const NEWSLETTER_ENDPOINT = '/api/newsletter'

/** A refused sign-up, with the API's code (field errors are told apart by it). */
export class NewsletterSignupError extends Error {
  constructor(
    readonly code: Exclude<NewsletterCode, 'success'>,
    message: string,
  ) {
    super(message)
    this.name = 'NewsletterSignupError'
  }
}

/** POST /api/newsletter (the one place the sign-up is sent; components never fetch). */
async function postNewsletterSignup(signup: NewsletterSignup): Promise<NewsletterReply> {
  let res: Response
  try {
    res = await fetch(NEWSLETTER_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(signup),
    })
  } catch {
    throw new NewsletterSignupError('server_error', M.serverError) // offline, connection reset
  }
  const body = (await res.json().catch(() => null)) as Partial<NewsletterReply> | null
  if (res.ok && body?.code === 'success') return { code: 'success', message: body.message || M.success }
  const code = body?.code && body.code !== 'success' ? body.code : 'server_error'
  throw new NewsletterSignupError(code, body?.message || M.serverError)
}

/** The sign-up mutation: `isPending` while the request runs, `error` a NewsletterSignupError. */
export function useNewsletterSignup() {
  return useMutation<NewsletterReply, NewsletterSignupError, NewsletterSignup>({
    mutationFn: postNewsletterSignup,
    retry: false,
  })
}
