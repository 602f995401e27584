import { useMutation } from '@tanstack/react-query'

import { CONTACT_MESSAGES as M, type ContactReply } from '@/lib/contact/contactRequest'

export type ContactRequestBody = Record<string, unknown> & { captcha: string | null; path?: string }

/** POST /api/contact; resolves with the server's reply (a network failure becomes `server_error`), never throws. */
export function useContactRequest() {
  return useMutation({
    mutationFn: async (body: ContactRequestBody): Promise<ContactReply> => {
      try {
        const res = await fetch('/api/contact', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        })
        return ((await res.json().catch(() => null)) as ContactReply | null) ?? { code: 'server_error', message: M.serverError }
      } catch {
        return { code: 'server_error', message: M.serverError }
      }
    },
  })
}
