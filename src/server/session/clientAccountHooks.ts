/**
 * The rules of a buyer account (`clients` collection) that hold on every path into Payload — the shop's own routes
 * (local API), the CMS REST API and its GraphQL API:
 * - a deactivated account (compte_desactive) never gets a session: not by logging in, not by a reset link (no mail is
 *   sent for it either);
 * - every password set for a buyer follows the shop's one rule (src/lib/account/password.ts);
 * - password guessing is slowed per account (src/server/session/loginThrottle.ts) and stopped per address and account
 *   (src/server/session/limits.ts: a guesser behind a company's address does not stop his colleagues' logins).
 */
import {
  APIError,
  ValidationError,
  type CollectionAfterLoginHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import { ACCOUNT_DISABLED_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE, passwordProblem } from '@/lib/account/password'

import { requestClientIp } from '@/server/http/peerAddress'

import { addressAccountKey, loginPerAddressAndAccount } from './limits'
import { accountKey, beginLoginAttempt, loginSucceeded } from './loginThrottle'

const COLLECTION = 'clients'

/** The error of a refused deactivated account (403); `data.code` tells it apart from other refusals. */
const accountDisabledError = () => new APIError(ACCOUNT_DISABLED_MESSAGE, 403, { code: 'account_disabled' }, true)

const isDisabled = (user: unknown): boolean => Boolean((user as { compte_desactive?: boolean | null } | null)?.compte_desactive)

function assertPasswordRule(password: unknown): void {
  if (password === undefined) return
  const problem = passwordProblem(password)
  if (problem) throw new ValidationError({ collection: COLLECTION, errors: [{ message: problem, path: 'password' }] })
}

type OperationArgs = {
  data?: Record<string, unknown>
  disableEmail?: boolean
  req: { payload: { db: { findOne: (args: object) => Promise<unknown> } } } & LoginRequest
}
type LoginRequest = { context?: { clientAddress?: unknown } | null; headers?: Headers | null }

/** The login's client address: the shop's login route passes it (`context.clientAddress`); the CMS routes' request has it. */
const loginAddress = (req: LoginRequest): string =>
  typeof req.context?.clientAddress === 'string' ? req.context.clientAddress : requestClientIp(req.headers ?? new Headers())

/** Failed logins per address and account, counted when an attempt starts and given back by its success. */
const allowAddressAndAccount = loginPerAddressAndAccount()

const loginRateLimited = (retryAfterSeconds: number) =>
  new APIError(LOGIN_RATE_LIMITED_MESSAGE, 429, { code: 'rate_limited', retryAfterSeconds }, true)

async function accountOf(args: OperationArgs, where: object): Promise<unknown> {
  return args.req.payload.db.findOne({ collection: COLLECTION, where, req: args.req })
}

export const clientBeforeOperation: CollectionBeforeOperationHook = async ({ args, operation }) => {
  const a = args as OperationArgs
  const data = a.data ?? {}
  switch (operation) {
    case 'login': {
      const key = accountKey(COLLECTION, data.email)
      if (!key) return args
      const pair = await allowAddressAndAccount(addressAccountKey(loginAddress(a.req), key))
      if (!pair.allowed) throw loginRateLimited(pair.retryAfterSeconds)
      const attempt = await beginLoginAttempt(key)
      if (!attempt.allowed) throw loginRateLimited(attempt.retryAfterSeconds)
      return args
    }
    case 'create':
    case 'update':
      assertPasswordRule(data.password)
      return args
    case 'resetPassword': {
      assertPasswordRule(data.password)
      const token = typeof data.token === 'string' ? data.token : ''
      if (token && isDisabled(await accountOf(a, { resetPasswordToken: { equals: token } }))) throw accountDisabledError()
      return args
    }
    case 'forgotPassword': {
      const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : ''
      // no reset link for a deactivated account; the answer stays the same, so it tells nothing about the account
      if (email && isDisabled(await accountOf(a, { email: { equals: email } }))) return { ...args, disableEmail: true }
      return args
    }
    default:
      return args
  }
}

export const clientBeforeLogin: CollectionBeforeLoginHook = ({ user }) => {
  if (isDisabled(user)) throw accountDisabledError()
  return user
}

export const clientAfterLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const key = accountKey(COLLECTION, (user as { email?: unknown }).email)
  if (key) await Promise.all([loginSucceeded(key), allowAddressAndAccount.refund(addressAccountKey(loginAddress(req), key))])
  return user
}
