/**
 * A local HTTP server standing in for an outside API (Slack, HubSpot) in integration tests: records every request
 * (method, path, headers, JSON body) and answers with the next scripted reply, or the default one.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: any }
export type ScriptedReply = { status: number; body: unknown; headers?: Record<string, string> }

export type FakeApi = {
  baseUrl: string
  requests: RecordedRequest[]
  /** Replies used in order before falling back to `reply(request)`. */
  queue: (...replies: ScriptedReply[]) => void
  close: () => Promise<void>
}

export async function startFakeApi(reply: (request: RecordedRequest) => ScriptedReply): Promise<FakeApi> {
  const requests: RecordedRequest[] = []
  const scripted: ScriptedReply[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown = text
      try {
        body = text ? JSON.parse(text) : null
      } catch {
        // keep the raw text
      }
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body }
      requests.push(recorded)
      const answer = scripted.shift() ?? reply(recorded)
      res.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8', ...answer.headers })
      res.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    queue: (...replies) => scripted.push(...replies),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
