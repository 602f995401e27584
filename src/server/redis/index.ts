/**
 * Redis for the state that several instances share (REDIS_URL, `redis://` or `rediss://`): one command client and
 * one subscriber per process (./client.mjs), created on first use. Without REDIS_URL nothing here connects and every
 * caller keeps its in-memory behaviour, right for one instance.
 */
import { randomUUID } from 'node:crypto'

import type { Redis } from 'ioredis'

import { env } from '@/env'

import { closeRedis, REDIS_PREFIX, sharedRedis, sharedSubscriber } from './client.mjs'

export { closeRedis, REDIS_PREFIX }

/** Is shared state in Redis (REDIS_URL set)? */
export const redisConfigured = (): boolean => Boolean(env.REDIS_URL)

function url(): string {
  if (!env.REDIS_URL) throw new Error('REDIS_URL is not set: check redisConfigured() first')
  return env.REDIS_URL
}

/** The process's command client (lazy). Only call it when `redisConfigured()`. */
export const redis = (): Redis => sharedRedis(url())

/** The process's subscriber connection (lazy, subscribe mode only). Only call it when `redisConfigured()`. */
export const redisSubscriber = (): Redis => sharedSubscriber(url())

/** A key or channel name of the shop: `boutique:<parts…>`. */
export const redisKey = (...parts: readonly (string | number)[]): string => REDIS_PREFIX + parts.join(':')

const INSTANCE = Symbol.for('boutique.instance-id')

/** This process's id, to recognise its own messages on a channel (same value in every module graph). */
export function instanceId(): string {
  const g = globalThis as unknown as Record<symbol, string | undefined>
  return (g[INSTANCE] ??= `${process.pid}-${randomUUID()}`)
}
