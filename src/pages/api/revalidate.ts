import type { NextApiRequest, NextApiResponse } from 'next'
import { z } from 'zod'

import { cms } from '@/server/http/payload'
import { clientIp, createRateLimiter } from '@/server/http/rateLimit'
import { isShopPath } from '@/server/revalidation/registry'
import { REVALIDATE_HEADER, revalidateSecret, sameSecret } from '@/server/revalidation/secret'

// POST /api/revalidate { paths: string[] } with the secret in the x-revalidate-secret header: rebuilds those pages now.
const body = z.object({
  paths: z
    .array(z.string().max(300).refine(isShopPath, { message: 'Chemin inconnu de la boutique.' }))
    .min(1, 'Indiquez au moins un chemin.')
    .max(200, 'Au plus 200 chemins par requête.'),
})

const allow = createRateLimiter({ name: 'revalidate-address', limit: 60, windowMs: 60_000 })

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST')
    return res.status(405).json({ code: 'method_not_allowed', message: 'Méthode non autorisée.' })
  }
  if (!(await allow(clientIp(req))).allowed)
    return res.status(429).json({ code: 'rate_limited', message: 'Trop de requêtes\u00a0: réessayez dans une minute.' })

  const payload = await cms()
  const given = req.headers[REVALIDATE_HEADER]
  if (!sameSecret(Array.isArray(given) ? given[0] : given, revalidateSecret(payload.secret))) {
    return res.status(401).json({ code: 'unauthorized', message: 'Secret de revalidation invalide.' })
  }
  const parsed = body.safeParse(req.body)
  if (!parsed.success) {
    return res.status(400).json({ code: 'invalid_body', message: parsed.error.issues[0]?.message ?? 'Requête invalide.' })
  }
  const revalidated: string[] = []
  const failed: string[] = []
  for (const path of [...new Set(parsed.data.paths)]) {
    try {
      await res.revalidate(path)
      revalidated.push(path)
    } catch {
      failed.push(path)
    }
  }
  return res.status(200).json({ code: 'success', revalidated, failed })
}
