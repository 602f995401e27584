import type { NextApiResponse } from 'next'

/**
 * The short French page the browser routes of the punch-out (start URL, OCI) answer when they cannot log the buyer in:
 * these are opened by the buyer's browser from the procurement platform, so a page rather than JSON.
 */
export function sendErrorPage(res: NextApiResponse, status: number, text: string): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  // nothing returned: a route that answers `return sendErrorPage(…)` must not hand Next a value (it warns)
  res
    .status(status)
    .send(
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Connexion impossible</title></head><body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>Connexion impossible</h1><p>${text}</p></body></html>`,
    )
}
