/**
 * The connection's own address for the app router's routes (the CMS API). Next.js hands those routes a `Request`
 * without the socket, and copies the socket address into X-Forwarded-For only when the client sent none, so a client
 * could choose its own key. The server therefore writes the socket address into a header of its own on every request
 * it receives (over any value the client sent), before Next.js sees the request: `recordPeerAddresses()`, called once
 * at start-up (src/instrumentation.ts).
 */
import http from 'node:http'
import https from 'node:https'

import { clientAddress, trustedProxyHops } from './rateLimit'

export const PEER_ADDRESS_HEADER = 'x-shop-peer-address'

const PATCHED = Symbol.for('shop.peerAddressRecorded')
type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean
type ServerPrototype = { emit: Emit; [PATCHED]?: true }

/** Every request received by an HTTP(S) server of this process carries its socket address in PEER_ADDRESS_HEADER. */
export function recordPeerAddresses(servers: { prototype: unknown }[] = [http.Server, https.Server]): void {
  for (const server of servers) {
    const proto = server.prototype as ServerPrototype
    if (proto[PATCHED]) continue
    const emit = proto.emit
    proto.emit = function emitWithPeerAddress(event, ...args) {
      if (event === 'request') {
        const req = args[0] as http.IncomingMessage
        req.headers[PEER_ADDRESS_HEADER] = req.socket?.remoteAddress ?? ''
      }
      return emit.call(this, event, ...args)
    }
    proto[PATCHED] = true
  }
}

const rightmost = (header: string | null): string | undefined =>
  header
    ?.split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .at(-1)

/**
 * The caller's address of an app-router request (see `clientAddress`). Without the recorded header (a server started
 * without the instrumentation hook), the rightmost X-Forwarded-For entry, where Next.js writes the socket address.
 */
export function requestClientIp(headers: Headers, hops = trustedProxyHops()): string {
  const peer = headers.get(PEER_ADDRESS_HEADER) || rightmost(headers.get('x-forwarded-for'))
  return clientAddress(headers.get('x-forwarded-for'), peer, hops)
}
