import fs from 'node:fs/promises'
import path from 'node:path'

import { expect } from '@playwright/test'
import { simpleParser } from 'mailparser'

/** The e2e server's mail outbox: `data/outbox/*.eml` under its working directory (the repository root). */
export const OUTBOX_DIR = path.join(process.cwd(), 'data', 'outbox')

export type OutboxMail = { file: string; to: string; subject: string; text: string }

async function readMails(): Promise<OutboxMail[]> {
  const files = (await fs.readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort().reverse()
  const mails: OutboxMail[] = []
  for (const name of files.slice(0, 200)) {
    const file = path.join(OUTBOX_DIR, name)
    const parsed = await simpleParser(await fs.readFile(file))
    const to = [parsed.to].flat().map((a) => a?.text ?? '').join(', ')
    mails.push({ file, to, subject: parsed.subject ?? '', text: parsed.text ?? '' })
  }
  return mails
}

/** Waits for the newest .eml sent to `to` whose subject matches (the mail goes out through a background job). */
export async function waitForMail(to: string, subject: string | RegExp, timeout = 45_000): Promise<OutboxMail> {
  let found: OutboxMail | undefined
  await expect
    .poll(
      async () => {
        found = (await readMails()).find((m) => m.to.includes(to) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)))
        return Boolean(found)
      },
      { timeout, message: `mail to ${to} (${String(subject)}) in ${OUTBOX_DIR}` },
    )
    .toBe(true)
  return found!
}

/** The first link of the shop's origin in a mail's text, as a path (the browser stays on the test server). */
export function linkIn(mail: OutboxMail, pathPrefix: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s/]+(${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s]*)`))
  if (!match?.[1]) throw new Error(`no ${pathPrefix} link in ${mail.file}`)
  return match[1]
}
