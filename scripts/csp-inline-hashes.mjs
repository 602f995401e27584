/**
 * After `next build`: the Content-Security-Policy hashes of the inline scripts of the app router's static pages.
 *
 * The shop's pages (pages router) carry no executable inline script, but the French 404 is the app router's
 * `global-not-found` (src/app/global-not-found.tsx), prerendered once per build with inline `self.__next_f` scripts
 * whose text (chunk names, build id) is known only once the build is done — after next.config.mjs computed its headers.
 * This step hashes them and adds the hashes to the `script-src` of the shop's CSP rules in the build's
 * routes-manifest.json (what `next start` serves), and writes them to `<distDir>/csp-inline-hashes.json` for
 * src/proxy.ts (the punch-out policy). Rules with 'unsafe-inline' (the admin's) are left alone. Running it twice adds
 * nothing. Usage: `node scripts/csp-inline-hashes.mjs [distDir]` (default NEXT_DIST_DIR or .next).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const HASHES_FILE = 'csp-inline-hashes.json'

/** Executable inline scripts of an HTML document (no src; JSON data blocks are not governed by script-src). */
export function inlineScripts(html) {
  const scripts = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') continue
    scripts.push(body)
  }
  return scripts
}

export const scriptHash = (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`

/** Adds `hashes` to the script-src of a policy unless it allows every inline script already. */
export function withHashes(policy, hashes) {
  return policy.replace(/(^|;\s*)(script-src)([^;]*)/, (all, lead, name, values) => {
    if (values.includes("'unsafe-inline'")) return all
    const missing = hashes.filter((h) => !values.split(/\s+/).includes(h))
    return `${lead}${name}${values}${missing.map((h) => ` ${h}`).join('')}`
  })
}

/** The app router's prerendered documents (the 404), not the admin's (dynamic, its own policy). */
function appDocuments(distDir) {
  const dir = path.join(distDir, 'server', 'app')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name))
}

export function addInlineScriptHashes(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const hashes = [...new Set(appDocuments(distDir).flatMap((file) => inlineScripts(fs.readFileSync(file, 'utf8')).map(scriptHash)))].sort()
  fs.writeFileSync(path.join(distDir, HASHES_FILE), `${JSON.stringify(hashes)}\n`)
  const manifestFile = path.join(distDir, 'routes-manifest.json')
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
  for (const rule of manifest.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key.toLowerCase() === 'content-security-policy') header.value = withHashes(header.value, hashes)
    }
  }
  fs.writeFileSync(manifestFile, JSON.stringify(manifest))
  return hashes
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const hashes = addInlineScriptHashes(process.argv[2])
  console.log(`CSP: ${hashes.length} inline script hash(es) of the app router's static pages added to script-src`)
}
