import { useMutation } from '@tanstack/react-query'

import {
  ACCOUNT_REQUEST_MESSAGES as M,
  type AccountRequestCode,
  type AccountRequestFieldErrors,
  type AccountRequestReply,
} from '@/lib/account-requests/messages'
import type { AccountRequestInput } from '@/lib/account-requests/schema'

const ACCOUNT_REQUEST_ENDPOINT = '/api/account-requests'

/** A refused request, with the API's code and its messages per field. */
export class AccountRequestError extends Error {
  constructor(
    readonly code: Exclude<AccountRequestCode, 'success'>,
    message: string,
    readonly fields: AccountRequestFieldErrors = {},
  ) {
    super(message)
    this.name = 'AccountRequestError'
  }
}

export type AccountRequestPost = AccountRequestInput & { captcha: string | null }

/** POST /api/account-requests (the one place the request is sent; components never fetch). */
async function postAccountRequest(request: AccountRequestPost): Promise<string> {
  let res: Response
  try {
    res = await fetch(ACCOUNT_REQUEST_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    })
  } catch {
    throw new AccountRequestError('server_error', M.serverError)
  }
  const body = (await res.json().catch(() => null)) as AccountRequestReply | null
  if (res.ok && body?.code === 'success') return body.message || M.success
  if (body && body.code !== 'success') throw new AccountRequestError(body.code, body.message || M.serverError, body.fields ?? {})
  throw new AccountRequestError('server_error', M.serverError)
}

export function useAccountRequest() {
  return useMutation<string, AccountRequestError, AccountRequestPost>({ mutationFn: postAccountRequest, retry: false })
}
