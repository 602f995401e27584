import type { Redis } from 'ioredis'

export declare const REDIS_PREFIX: string
export declare function sharedRedis(url: string): Redis
export declare function sharedSubscriber(url: string): Redis
export declare function closeRedis(): Promise<void>
