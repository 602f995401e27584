import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (the local API: no HTTP round trip from getStaticProps). */
export function cms(): Promise<Payload> {
  return getPayload({ config })
}
