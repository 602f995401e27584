/**
 * Per-address limits of the account routes, shared by the shop's routes (/api/auth/…) and the CMS's (/cms/api/…/login,
 * forgot-password, reset-password): the same name is the same counter, so both doors draw on one budget.
 */
import { createRateLimiter } from '@/server/http/rateLimit'

const FIFTEEN_MINUTES = 15 * 60_000

/**
 * Failed login attempts per address (all accounts) in 15 minutes (a success gives its point back). High enough for a
 * company whose buyers all come through one NAT address, mistyped passwords included: what stops guessing is the count
 * per address and account below and the per-account brake (src/server/session/loginThrottle.ts).
 */
export const LOGIN_LIMIT_PER_ADDRESS = 300
/** Failed login attempts on one account from one address in 15 minutes: one guesser is stopped, not his colleagues. */
export const LOGIN_LIMIT_PER_ADDRESS_AND_ACCOUNT = 10
/** Reset-link requests per address (all accounts) and per account (all addresses) in 15 minutes. */
export const FORGOT_LIMIT_PER_ADDRESS = 10
export const FORGOT_LIMIT_PER_ACCOUNT = 3
/** Password resets per address in 15 minutes: enough for typos, far too few to guess a token. */
export const RESET_LIMIT_PER_ADDRESS = 20

export const loginPerAddress = () => createRateLimiter({ name: 'login-address', limit: LOGIN_LIMIT_PER_ADDRESS, windowMs: FIFTEEN_MINUTES })
export const loginPerAddressAndAccount = () =>
  createRateLimiter({ name: 'login-address-account', limit: LOGIN_LIMIT_PER_ADDRESS_AND_ACCOUNT, windowMs: FIFTEEN_MINUTES })
/** The key of `loginPerAddressAndAccount`: the address and the account key of loginThrottle (collection and e-mail). */
export const addressAccountKey = (address: string, accountKey: string): string => `${address}|${accountKey}`
export const forgotPerAddress = () =>
  createRateLimiter({ name: 'forgot-address', limit: FORGOT_LIMIT_PER_ADDRESS, windowMs: FIFTEEN_MINUTES })
export const forgotPerAccount = () =>
  createRateLimiter({ name: 'forgot-account', limit: FORGOT_LIMIT_PER_ACCOUNT, windowMs: FIFTEEN_MINUTES })
export const resetPerAddress = () => createRateLimiter({ name: 'reset-address', limit: RESET_LIMIT_PER_ADDRESS, windowMs: FIFTEEN_MINUTES })
