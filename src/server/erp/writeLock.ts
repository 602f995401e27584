import { createSharedKeyedLock, LockUnavailableError, type LockOptions } from '@/server/redis/lock'

import { ErpError } from './errors'
import type { CustomerId } from './types'

export type KeyedLock = <T>(key: string, fn: () => Promise<T>) => Promise<T>
export type CustomerWriteLock = <T>(customerId: CustomerId, fn: () => Promise<T>) => Promise<T>

/**
 * A keyed lock shared by every instance (./redis/lock.ts) for work that writes to the ERP: a call that cannot get the
 * lock in time, or while Redis does not answer, answers « ERP unavailable » (503) rather than hanging.
 */
export function erpLock(name: string, options: LockOptions = { ttlMs: 15_000, waitMs: 10_000 }): KeyedLock {
  const lock = createSharedKeyedLock(name, options)
  return (key, fn) =>
    lock(key, fn).catch((error: unknown) => {
      if (error instanceof LockUnavailableError) throw new ErpError('unavailable')
      throw error
    })
}

/**
 * Every write of one customer (create the cart, change a line, empty, place) runs alone, in call order: in this
 * process always, across instances when Redis is configured (a lock that expires 15 s after a stopped holder's last
 * renewal). A write that cannot get the lock within 10 s, or while Redis does not answer, answers « ERP unavailable »
 * (503) rather than hanging.
 * `name` keeps adapters apart (the HTTP adapter in front of the local ERP served over HTTP must not wait for itself).
 */
export function customerWriteLock(name: string): CustomerWriteLock {
  const lock = erpLock(name)
  return (customerId, fn) => lock(`customer:${customerId}`, fn)
}
