import { createSharedKeyedLock, LockUnavailableError } from '@/server/redis/lock'

import { ErpError } from './errors'
import type { CustomerId } from './types'

export type CustomerWriteLock = <T>(customerId: CustomerId, fn: () => Promise<T>) => Promise<T>

/**
 * Every write of one customer (create the cart, change a line, empty, place) runs alone, in call order: in this
 * process always, across instances when Redis is configured (a lock that expires 15 s after a stopped holder's last
 * renewal). A write that cannot get the lock within 10 s, or while Redis does not answer, answers « ERP unavailable »
 * (503) rather than hanging.
 * `name` keeps adapters apart (the HTTP adapter in front of the local ERP served over HTTP must not wait for itself).
 */
export function customerWriteLock(name: string): CustomerWriteLock {
  const lock = createSharedKeyedLock(name, { ttlMs: 15_000, waitMs: 10_000 })
  return (customerId, fn) =>
    lock(`customer:${customerId}`, fn).catch((error: unknown) => {
      if (error instanceof LockUnavailableError) throw new ErpError('unavailable')
      throw error
    })
}
