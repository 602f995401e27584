import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance of this process (the local API: no HTTP round trip from getStaticProps). `cron: true`
 * starts the jobs queue's runner (src/server/jobs/config.ts) in every server process, as Payload's own routes do.
 */
export function cms(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
