import fs from 'node:fs'

/** Debian's chromium (apt-get install -y chromium); CHROMIUM_PATH overrides. Playwright never downloads a browser here. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)
  return candidates.find((p) => fs.existsSync(p)) ?? '/usr/bin/chromium'
}

export function hasChromium() {
  return fs.existsSync(chromiumPath())
}
