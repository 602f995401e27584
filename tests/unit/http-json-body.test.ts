import { Readable } from 'node:stream'
import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { JsonBodyError, readJsonBody } from '@/server/http/jsonBody'

const request = (...chunks: string[]) => Readable.from(chunks.map((c) => Buffer.from(c))) as unknown as IncomingMessage

describe('readJsonBody (routes with their own body parsing)', () => {
  it.each([
    ['a JSON object', ['{"id":', '"17","quantity":2}'], { id: '17', quantity: 2 }],
    ['no body', [], undefined],
    ['blank body', ['  \n'], undefined],
    ['JSON null', ['null'], null],
  ])('reads %s', async (_, chunks, expected) => {
    expect(await readJsonBody(request(...chunks), 1024)).toEqual(expected)
  })

  it('refuses malformed JSON and bodies over the limit', async () => {
    await expect(readJsonBody(request('{bad'), 1024)).rejects.toEqual(new JsonBodyError('invalid_json'))
    await expect(readJsonBody(request('x'.repeat(600), 'y'.repeat(600)), 1024)).rejects.toMatchObject({ reason: 'too_large' })
  })

  it('keeps a body already parsed (handler called directly)', async () => {
    expect(await readJsonBody({ body: { a: 1 } } as unknown as IncomingMessage, 10)).toEqual({ a: 1 })
  })
})
