import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { currentSetting } from '@/env'

/**
 * The CMS secret: PAYLOAD_SECRET when set, otherwise a random one generated on first start and kept in
 * data/.payload-secret, so sessions survive restarts of the embedded default without any setting. Production requires
 * PAYLOAD_SECRET (several instances must agree on it, and an ephemeral host would lose the file).
 */
export function cmsSecret(dataDir: string): string {
  const fromEnv = currentSetting('PAYLOAD_SECRET')
  if (fromEnv) return fromEnv
  if (process.env.NODE_ENV === 'production') {
    throw new Error('PAYLOAD_SECRET is required in production (NODE_ENV=production): every instance must use the same secret')
  }
  const file = path.join(dataDir, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const secret = randomBytes(32).toString('hex')
    fs.mkdirSync(dataDir, { recursive: true })
    try {
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 })
      return secret
    } catch {
      // another process wrote it first
      return fs.readFileSync(file, 'utf8').trim()
    }
  }
}

/** The key Payload really signs with (`payload.secret`): the configured secret's SHA-256, first 32 hex characters. */
export const runtimeSecret = (configSecret: string): string => createHash('sha256').update(configSecret).digest('hex').slice(0, 32)
