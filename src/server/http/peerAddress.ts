/**
 * The connection's own address for the app router's routes (the CMS API). Next.js hands those routes a `Request`
 * without the socket, and copies the socket address into X-Forwarded-For only when the client sent none, so a client
 * could choose its own key. The server therefore writes the socket address into a header of its own on every request
 * it receives (over any value the client sent), before Next.js sees the request: `recordPeerAddresses()`, called once
 * at start-up (src/instrumentation.ts).
 *
 * Requests Next.js makes to itself (the image optimiser fetching `/cms/api/media/file/…` on a cache miss) carry no
 * header of the client's: the server keeps the received request's addresses for everything its handling runs
 * (AsyncLocalStorage), and such an internal request is counted for the client whose request caused it, not for the
 * address of the proxy in front of the server.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import http from 'node:http'
import https from 'node:https'

import { clientAddress, trustedProxyHops } from './rateLimit'

export const PEER_ADDRESS_HEADER = 'x-shop-peer-address'

const PATCHED = Symbol.for('shop.peerAddressRecorded')
type Received = { peer: string; forwardedFor: string | undefined }
const RECEIVED_KEY = Symbol.for('shop.receivedRequest')
/** One store for every bundle of the server (pages and app routes are built separately). */
const received = ((globalThis as Record<symbol, AsyncLocalStorage<Received> | undefined>)[RECEIVED_KEY] ??=
  new AsyncLocalStorage<Received>())
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
        const peer = req.socket?.remoteAddress ?? ''
        req.headers[PEER_ADDRESS_HEADER] = peer
        const forwarded = req.headers['x-forwarded-for']
        const forwardedFor = Array.isArray(forwarded) ? forwarded.join(',') : forwarded
        return received.run({ peer, forwardedFor }, () => emit.call(this, event, ...args))
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
 * The caller's address of an app-router request (see `clientAddress`). Without the recorded header, the address of
 * the received request this one was made for (an internal request); else (a server started without the
 * instrumentation hook) the rightmost X-Forwarded-For entry, where Next.js writes the socket address.
 */
export function requestClientIp(headers: Headers, hops = trustedProxyHops()): string {
  const origin = headers.get(PEER_ADDRESS_HEADER) ? undefined : received.getStore()
  if (origin) return clientAddress(origin.forwardedFor, origin.peer, hops)
  const peer = headers.get(PEER_ADDRESS_HEADER) || rightmost(headers.get('x-forwarded-for'))
  return clientAddress(headers.get('x-forwarded-for'), peer, hops)
}
