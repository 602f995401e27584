import { useMutation } from '@tanstack/react-query'

import type { ForgotPasswordReply, ResetPasswordReply } from '@/lib/session/password'
import { PASSWORD_MESSAGES as M } from '@/lib/session/password'

async function postJson<T extends { code: string; message: string }>(url: string, body: unknown): Promise<T> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
    return ((await res.json().catch(() => null)) as T | null) ?? ({ code: 'server_error', message: M.serverError } as T)
  } catch {
    return { code: 'server_error', message: M.serverError } as T
  }
}

/** « Mot de passe oublié ? »: POST /api/auth/forgot-password; resolves with the server's reply (never throws). */
export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => postJson<ForgotPasswordReply>('/api/auth/forgot-password', { email }) })
}

/** The password page: POST /api/auth/reset-password; resolves with the server's reply (never throws). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string; confirm: string }) =>
      postJson<ResetPasswordReply>('/api/auth/reset-password', input),
  })
}
