/**
 * SVG drawings for the demo images: shapes only (no <text>, fonts may be missing), colours and geometry
 * from the seeded PRNG. Pure string building; rasterised by images.ts with sharp.
 */
import { createRng, type Rng } from './rng'

export type ImageKind =
  | 'bearing'
  | 'gear'
  | 'belt'
  | 'chain'
  | 'wrench'
  | 'pliers'
  | 'screwdriver'
  | 'drill'
  | 'insert'
  | 'disc'
  | 'welder'
  | 'spool'
  | 'rods'
  | 'caliper'
  | 'meter'
  | 'powertool'
  | 'can'
  | 'glove'
  | 'glasses'
  | 'mask'
  | 'earmuff'

const hex = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0')

/** HSL (h 0–360, s/l 0–100) to #rrggbb. */
function hsl(h: number, s: number, l: number): string {
  const sat = s / 100
  const lig = l / 100
  const k = (n: number) => (n + h / 30) % 12
  const a = sat * Math.min(lig, 1 - lig)
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return `#${hex(f(0) * 255)}${hex(f(8) * 255)}${hex(f(4) * 255)}`
}

type Palette = { main: string; dark: string; light: string; metal: string; metalDark: string; bg1: string; bg2: string }

function palette(rng: Rng, hue?: number): Palette {
  const h = hue ?? rng.int(0, 359)
  const grey = rng.int(55, 72)
  return {
    main: hsl(h, rng.int(55, 80), rng.int(40, 52)),
    dark: hsl(h, 45, rng.int(18, 28)),
    light: hsl(h, 60, rng.int(82, 90)),
    metal: hsl(210, 8, grey),
    metalDark: hsl(210, 10, grey - 25),
    bg1: hsl((h + 180) % 360, 20, 96),
    bg2: hsl(h, 25, rng.int(86, 92)),
  }
}

const n1 = (v: number) => Math.round(v * 10) / 10

function gearPath(cx: number, cy: number, rOuter: number, rInner: number, teeth: number): string {
  const pts: string[] = []
  const step = (Math.PI * 2) / teeth
  for (let i = 0; i < teeth; i++) {
    const a = i * step
    const corners = [
      [rInner, a],
      [rOuter, a + step * 0.15],
      [rOuter, a + step * 0.45],
      [rInner, a + step * 0.6],
    ] as const
    for (const [r, ang] of corners) pts.push(`${n1(cx + r * Math.cos(ang))},${n1(cy + r * Math.sin(ang))}`)
  }
  return `M${pts.join('L')}Z`
}

function polygon(cx: number, cy: number, r: number, sides: number, rot = 0): string {
  const pts: string[] = []
  for (let i = 0; i < sides; i++) {
    const a = rot + (i * Math.PI * 2) / sides
    pts.push(`${n1(cx + r * Math.cos(a))},${n1(cy + r * Math.sin(a))}`)
  }
  return pts.join(' ')
}

type Draw = (rng: Rng, p: Palette) => string

const DRAW: Record<ImageKind, Draw> = {
  bearing: (rng, p) => {
    const R = rng.int(34, 40)
    const r = rng.int(12, 18)
    const mid = (R + r) / 2
    const balls = rng.int(7, 12)
    const ballR = Math.min(((mid * Math.PI) / balls) * 0.42, (R - r) / 2.6)
    let s = `<circle cx="50" cy="50" r="${R}" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1.5"/>`
    s += `<circle cx="50" cy="50" r="${n1(mid + ballR + 1.5)}" fill="${p.metalDark}"/>`
    if (rng.chance(0.5)) s += `<circle cx="50" cy="50" r="${n1(mid + ballR)}" fill="${p.main}"/>`
    for (let i = 0; i < balls; i++) {
      const a = (i * Math.PI * 2) / balls
      s += `<circle cx="${n1(50 + mid * Math.cos(a))}" cy="${n1(50 + mid * Math.sin(a))}" r="${n1(ballR)}" fill="${p.light}" stroke="${p.metalDark}" stroke-width="0.6"/>`
    }
    s += `<circle cx="50" cy="50" r="${n1(mid - ballR - 1.5)}" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>`
    s += `<circle cx="50" cy="50" r="${r - 3}" fill="${p.bg1}" stroke="${p.metalDark}" stroke-width="1.2"/>`
    return s
  },
  gear: (rng, p) => {
    const teeth = rng.int(10, 22)
    let s = `<path d="${gearPath(50, 50, 40, 34, teeth)}" fill="${p.main}" stroke="${p.dark}" stroke-width="1"/>`
    s += `<circle cx="50" cy="50" r="${rng.int(18, 24)}" fill="${p.metal}"/>`
    s += `<circle cx="50" cy="50" r="${rng.int(7, 10)}" fill="${p.bg1}" stroke="${p.dark}" stroke-width="1"/>`
    if (rng.chance(0.6)) s += `<path d="${gearPath(80, 80, 14, 11, 9)}" fill="${p.metalDark}"/>`
    return s
  },
  belt: (rng, p) => {
    const r1 = rng.int(14, 20)
    const r2 = rng.int(8, 13)
    const x1 = 30
    const x2 = 72
    const w = rng.int(4, 7)
    let s = `<circle cx="${x1}" cy="50" r="${r1}" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>`
    s += `<circle cx="${x2}" cy="50" r="${r2}" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>`
    s += `<path d="M${x1},${50 - r1 - w / 2} L${x2},${50 - r2 - w / 2} A${r2 + w / 2},${r2 + w / 2} 0 0 1 ${x2},${50 + r2 + w / 2} L${x1},${50 + r1 + w / 2} A${r1 + w / 2},${r1 + w / 2} 0 0 1 ${x1},${50 - r1 - w / 2}Z" fill="none" stroke="${p.dark}" stroke-width="${w}" stroke-dasharray="${rng.chance(0.5) ? '2 1' : 'none'}"/>`
    s += `<circle cx="${x1}" cy="50" r="4" fill="${p.main}"/><circle cx="${x2}" cy="50" r="3" fill="${p.main}"/>`
    return s
  },
  chain: (rng, p) => {
    const links = rng.int(4, 6)
    const angle = rng.int(-30, 30)
    let s = `<g transform="rotate(${angle} 50 50)">`
    const step = 80 / links
    for (let i = 0; i < links; i++) {
      const x = 10 + i * step
      const fill = i % 2 === 0 ? p.metal : p.main
      s += `<rect x="${n1(x)}" y="40" width="${n1(step + 4)}" height="20" rx="9" fill="${fill}" stroke="${p.metalDark}" stroke-width="1.2"/>`
      s += `<circle cx="${n1(x + 5)}" cy="50" r="3.2" fill="${p.metalDark}"/>`
    }
    return `${s}</g>`
  },
  wrench: (rng, p) => {
    const angle = rng.int(-50, -20)
    const len = rng.int(56, 70)
    let s = `<g transform="rotate(${angle} 50 50)">`
    s += `<rect x="${50 - len / 2}" y="46" width="${len}" height="8" rx="3" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="0.8"/>`
    s += `<circle cx="${50 - len / 2}" cy="50" r="10" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="0.8"/>`
    s += `<polygon points="${polygon(50 - len / 2, 50, 5.5, 6)}" fill="${p.bg1}"/>`
    s += `<path d="M${50 + len / 2 - 4},41 L${50 + len / 2 + 10},38 L${50 + len / 2 + 10},44 L${50 + len / 2 + 3},46 L${50 + len / 2 + 3},54 L${50 + len / 2 + 10},56 L${50 + len / 2 + 10},62 L${50 + len / 2 - 4},59Z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="0.8"/>`
    s += `<rect x="${50 - len / 4}" y="47.5" width="${len / 2}" height="5" rx="2" fill="${p.main}"/>`
    return `${s}</g>`
  },
  pliers: (rng, p) => {
    const open = rng.int(8, 16)
    let s = ''
    for (const sign of [-1, 1]) {
      s += `<g transform="rotate(${sign * open} 50 45)">`
      s += `<path d="M50,45 L${50 + sign * 4},12 L${50 + sign * 1},10 L${50 - sign * 2},45Z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="0.8"/>`
      s += `<path d="M50,45 L${50 + sign * 6},90 L${50 + sign * 12},90 L${50 + sign * 4},45Z" fill="${p.main}" stroke="${p.dark}" stroke-width="0.8"/>`
      s += '</g>'
    }
    s += `<circle cx="50" cy="45" r="4" fill="${p.metalDark}"/>`
    return s
  },
  screwdriver: (rng, p) => {
    const angle = rng.int(-55, -35)
    const tip = rng.pick(['flat', 'cross', 'torx'])
    let s = `<g transform="rotate(${angle} 50 50)">`
    s += `<rect x="12" y="42" width="34" height="16" rx="7" fill="${p.main}" stroke="${p.dark}" stroke-width="1"/>`
    s += `<rect x="16" y="46" width="26" height="2" fill="${p.dark}" opacity="0.5"/><rect x="16" y="52" width="26" height="2" fill="${p.dark}" opacity="0.5"/>`
    s += `<rect x="46" y="47.5" width="38" height="5" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="0.6"/>`
    s +=
      tip === 'flat'
        ? `<path d="M84,47.5 L90,48.5 L90,51.5 L84,52.5Z" fill="${p.metalDark}"/>`
        : `<polygon points="${polygon(86, 50, tip === 'torx' ? 3.5 : 3, tip === 'torx' ? 6 : 4)}" fill="${p.metalDark}"/>`
    return `${s}</g>`
  },
  drill: (rng, p) => {
    const angle = rng.int(-50, -30)
    const w = rng.int(6, 10)
    let s = `<g transform="rotate(${angle} 50 50)">`
    s += `<rect x="10" y="${50 - w / 2}" width="30" height="${w}" fill="${p.metal}"/>`
    s += `<rect x="40" y="${50 - w / 2}" width="42" height="${w}" fill="${rng.chance(0.5) ? '#b8860b' : p.metalDark}"/>`
    for (let x = 42; x < 80; x += 6) s += `<path d="M${x},${50 - w / 2} L${x + 5},${50 + w / 2}" stroke="${p.bg1}" stroke-width="1.4"/>`
    s += `<path d="M82,${50 - w / 2} L90,50 L82,${50 + w / 2}Z" fill="${p.metalDark}"/>`
    return `${s}</g>`
  },
  insert: (rng, p) => {
    const sides = rng.pick([3, 4, 4, 6])
    const rot = sides === 4 && rng.chance(0.5) ? Math.PI / 4 : rng.next()
    const scaleY = sides === 4 && rng.chance(0.5) ? 0.7 : 1
    let s = `<g transform="translate(50 50) scale(1 ${scaleY}) translate(-50 -50)">`
    s += `<polygon points="${polygon(50, 50, 36, sides, rot)}" fill="${p.metalDark}" stroke="${p.dark}" stroke-width="1.5" stroke-linejoin="round"/>`
    s += `<polygon points="${polygon(50, 50, 30, sides, rot)}" fill="${p.main}" opacity="0.55"/>`
    s += `<circle cx="50" cy="50" r="8" fill="${p.bg1}" stroke="${p.metal}" stroke-width="1.5"/>`
    return `${s}</g>`
  },
  disc: (rng, p) => {
    const flap = rng.chance(0.5)
    let s = `<circle cx="50" cy="50" r="40" fill="${flap ? p.metal : p.dark}" stroke="${p.metalDark}" stroke-width="1"/>`
    const n = flap ? rng.int(18, 28) : 0
    for (let i = 0; i < n; i++) {
      const a = (i * Math.PI * 2) / n
      s += `<path d="M${n1(50 + 16 * Math.cos(a))},${n1(50 + 16 * Math.sin(a))} L${n1(50 + 40 * Math.cos(a + 0.2))},${n1(50 + 40 * Math.sin(a + 0.2))}" stroke="${p.metalDark}" stroke-width="1"/>`
    }
    s += `<circle cx="50" cy="50" r="${rng.int(20, 26)}" fill="${p.main}" opacity="0.85"/>`
    s += `<circle cx="50" cy="50" r="7" fill="${p.bg1}" stroke="${p.metal}" stroke-width="2"/>`
    return s
  },
  welder: (rng, p) => {
    let s = `<rect x="18" y="30" width="56" height="44" rx="4" fill="${p.main}" stroke="${p.dark}" stroke-width="1"/>`
    s += `<rect x="24" y="36" width="22" height="12" rx="1.5" fill="${p.dark}"/>`
    s += `<rect x="26" y="38" width="${rng.int(8, 18)}" height="8" fill="${p.light}" opacity="0.8"/>`
    for (let i = 0; i < rng.int(2, 3); i++) s += `<circle cx="${56 + i * 7}" cy="42" r="3" fill="${p.metal}" stroke="${p.metalDark}"/>`
    s += `<rect x="22" y="24" width="48" height="6" rx="2" fill="${p.metalDark}"/>`
    s += `<path d="M74,62 C88,62 90,80 78,86 C70,90 60,86 56,90" fill="none" stroke="${p.metalDark}" stroke-width="3"/>`
    s += `<circle cx="30" cy="78" r="4" fill="${p.metalDark}"/><circle cx="62" cy="78" r="4" fill="${p.metalDark}"/>`
    return s
  },
  spool: (rng, p) => {
    let s = `<rect x="26" y="22" width="48" height="56" fill="${rng.chance(0.5) ? '#b87333' : p.metal}"/>`
    for (let y = 24; y < 78; y += 3) s += `<path d="M26,${y} L74,${y + 1.5}" stroke="${p.metalDark}" stroke-width="0.5" opacity="0.6"/>`
    s += `<rect x="20" y="16" width="60" height="7" rx="2" fill="${p.main}"/><rect x="20" y="77" width="60" height="7" rx="2" fill="${p.main}"/>`
    s += `<circle cx="50" cy="50" r="${rng.int(5, 8)}" fill="${p.dark}"/>`
    return s
  },
  rods: (rng, p) => {
    const n = rng.int(5, 9)
    let s = `<g transform="rotate(${rng.int(-35, -15)} 50 50)">`
    for (let i = 0; i < n; i++) {
      const y = 30 + (i * 40) / n
      s += `<rect x="14" y="${n1(y)}" width="72" height="3.2" rx="1.5" fill="${p.main}"/><rect x="14" y="${n1(y)}" width="9" height="3.2" fill="${p.metalDark}"/>`
    }
    return `${s}</g>`
  },
  caliper: (rng, p) => {
    let s = `<g transform="rotate(${rng.int(-25, -10)} 50 50)">`
    s += `<rect x="10" y="40" width="80" height="8" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="0.6"/>`
    for (let x = 14; x < 88; x += 3) s += `<path d="M${x},40 L${x},${x % 6 === 2 ? 44 : 42.5}" stroke="${p.metalDark}" stroke-width="0.4"/>`
    s += `<path d="M10,40 L10,20 L16,26 L16,40Z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="0.6"/>`
    const sx = rng.int(30, 48)
    s += `<rect x="${sx}" y="36" width="22" height="16" rx="2" fill="${p.main}"/>`
    s += `<rect x="${sx + 3}" y="39" width="16" height="7" fill="${p.light}"/>`
    s += `<path d="M${sx},40 L${sx},20 L${sx - 6},26 L${sx - 6},40Z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="0.6"/>`
    return `${s}</g>`
  },
  meter: (rng, p) => {
    let s = `<rect x="28" y="12" width="44" height="76" rx="7" fill="${p.main}" stroke="${p.dark}" stroke-width="1.2"/>`
    s += `<rect x="34" y="18" width="32" height="18" rx="2" fill="${p.light}"/>`
    s += `<circle cx="50" cy="56" r="12" fill="${p.metalDark}"/><path d="M50,56 L${n1(50 + 10 * Math.cos(rng.next() * 6.28))},${n1(56 + 10 * Math.sin(rng.next() * 6.28))}" stroke="${p.light}" stroke-width="2.5"/>`
    for (let i = 0; i < 3; i++) s += `<circle cx="${38 + i * 12}" cy="79" r="3" fill="${i === 0 ? '#d22' : p.dark}"/>`
    return s
  },
  powertool: (rng, p) => {
    let s = `<rect x="20" y="26" width="52" height="20" rx="8" fill="${p.main}" stroke="${p.dark}" stroke-width="1"/>`
    s += `<rect x="72" y="31" width="${rng.int(8, 14)}" height="10" fill="${p.metalDark}"/>`
    s += `<path d="M36,46 L46,46 L44,72 L32,72Z" fill="${p.dark}"/>`
    s += `<rect x="26" y="72" width="28" height="12" rx="2" fill="${p.metalDark}"/>`
    s += `<circle cx="30" cy="36" r="4" fill="${p.metal}"/>`
    return s
  },
  can: (rng, p) => {
    const w = rng.int(22, 34)
    let s = `<rect x="${50 - w / 2}" y="26" width="${w}" height="60" rx="3" fill="${p.main}" stroke="${p.dark}" stroke-width="1"/>`
    s += `<rect x="${50 - w / 2}" y="44" width="${w}" height="22" fill="${p.light}"/>`
    s += `<rect x="${50 - w / 2 + 4}" y="50" width="${w - 8}" height="3" fill="${p.dark}" opacity="0.6"/>`
    s += rng.chance(0.5)
      ? `<rect x="45" y="14" width="10" height="12" rx="2" fill="${p.metalDark}"/>`
      : `<path d="M46,26 L48,10 L52,10 L54,26Z" fill="${p.metalDark}"/>`
    return s
  },
  glove: (rng, p) => {
    const c = rng.chance(0.5) ? p.main : p.metal
    let s = `<rect x="30" y="40" width="38" height="40" rx="10" fill="${c}" stroke="${p.dark}" stroke-width="1"/>`
    for (let i = 0; i < 4; i++)
      s += `<rect x="${31 + i * 9.5}" y="${16 + Math.abs(1.5 - i) * 4}" width="8" height="32" rx="4" fill="${c}" stroke="${p.dark}" stroke-width="1"/>`
    s += `<rect x="18" y="46" width="20" height="8" rx="4" transform="rotate(-35 28 50)" fill="${c}" stroke="${p.dark}" stroke-width="1"/>`
    s += `<rect x="30" y="74" width="38" height="12" rx="2" fill="${p.dark}"/>`
    return s
  },
  glasses: (rng, p) => {
    const tint = rng.pick([p.light, '#d8e8f0', '#f2e3a0', '#c9c9c9'])
    let s = `<ellipse cx="32" cy="50" rx="17" ry="13" fill="${tint}" stroke="${p.main}" stroke-width="3"/>`
    s += `<ellipse cx="68" cy="50" rx="17" ry="13" fill="${tint}" stroke="${p.main}" stroke-width="3"/>`
    s += `<path d="M49,47 Q50,42 51,47" stroke="${p.main}" stroke-width="3" fill="none"/>`
    s += `<path d="M15,46 L6,40 M85,46 L94,40" stroke="${p.dark}" stroke-width="2.5"/>`
    return s
  },
  mask: (rng, p) => {
    let s = `<ellipse cx="50" cy="50" rx="22" ry="28" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>`
    s += `<circle cx="28" cy="62" r="${rng.int(10, 13)}" fill="${p.main}" stroke="${p.dark}" stroke-width="1"/>`
    s += `<circle cx="72" cy="62" r="${rng.int(10, 13)}" fill="${p.main}" stroke="${p.dark}" stroke-width="1"/>`
    s += `<circle cx="50" cy="66" r="6" fill="${p.metalDark}"/>`
    s += `<path d="M28,30 Q50,8 72,30" fill="none" stroke="${p.dark}" stroke-width="2.5"/>`
    return s
  },
  earmuff: (rng, p) => {
    let s = `<path d="M24,52 C24,14 76,14 76,52" fill="none" stroke="${p.dark}" stroke-width="${rng.int(5, 8)}" stroke-linecap="round"/>`
    for (const x of [24, 76]) {
      s += `<rect x="${x - 11}" y="46" width="22" height="32" rx="10" fill="${p.main}" stroke="${p.dark}" stroke-width="1.2"/>`
      s += `<rect x="${x - 7}" y="52" width="14" height="20" rx="6" fill="${p.light}" opacity="0.7"/>`
    }
    return s
  },
}

const IMAGE_KINDS = Object.keys(DRAW) as ImageKind[]

function frame(width: number, height: number, p: Palette, inner: string, viewBox = '0 0 100 100'): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs>` +
    `${inner}</svg>`
  )
}

/** A product picture: one object of `kind` on a soft gradient, square. */
export function productSvg(kind: ImageKind, seed: string, size = 480): string {
  const rng = createRng(seed)
  const p = palette(rng)
  return frame(size, size, p, `<rect x="0" y="0" width="100" height="100" fill="url(#bg)"/>${DRAW[kind](rng, p)}`)
}

/** A wide banner (catalogue, expertise, article…): gradient, stripes and 2–3 objects. */
export function bannerSvg(kinds: readonly ImageKind[], seed: string, width = 600, height = 340): string {
  const rng = createRng(seed)
  const hue = rng.int(0, 359)
  const p = palette(rng, hue)
  const vbH = Math.round(((100 * height) / width) * 2)
  let s = `<rect x="0" y="0" width="200" height="${vbH}" fill="url(#bg)"/>`
  for (let i = 0; i < rng.int(2, 4); i++) {
    s += `<rect x="${rng.int(-40, 160)}" y="-20" width="${rng.int(6, 30)}" height="${vbH + 40}" fill="${p.main}" opacity="${rng.float(0.06, 0.16)}" transform="rotate(${rng.int(15, 35)} 100 ${vbH / 2})"/>`
  }
  const chosen = kinds.length ? kinds : IMAGE_KINDS
  const count = Math.min(3, Math.max(2, chosen.length))
  for (let i = 0; i < count; i++) {
    const kind = chosen[i % chosen.length] as ImageKind
    const scale = rng.float(0.7, 1.05)
    const x = 10 + i * (180 / count) + rng.int(-5, 5)
    const y = vbH / 2 - 50 * scale + rng.int(-6, 6)
    s += `<g transform="translate(${n1(x)} ${n1(y)}) scale(${scale})">${DRAW[kind](rng, palette(rng, (hue + i * 40) % 360))}</g>`
  }
  return frame(width, height, p, s, `0 0 200 ${vbH}`)
}

/** A brand monogram without letters: a coloured badge with a geometric emblem. */
export function logoSvg(seed: string, hue: number, size = 240): string {
  const rng = createRng(seed)
  const p = palette(rng, hue)
  const shape = rng.int(0, 4)
  let s = `<rect x="0" y="0" width="100" height="100" fill="#ffffff"/>`
  s += rng.chance(0.5)
    ? `<rect x="8" y="8" width="84" height="84" rx="${rng.int(4, 20)}" fill="${p.main}"/>`
    : `<circle cx="50" cy="50" r="42" fill="${p.main}"/>`
  const w = '#ffffff'
  switch (shape) {
    case 0:
      s += `<polygon points="${polygon(50, 52, 26, 3, -Math.PI / 2)}" fill="${w}"/><polygon points="${polygon(50, 56, 12, 3, -Math.PI / 2)}" fill="${p.main}"/>`
      break
    case 1:
      s += `<circle cx="50" cy="50" r="24" fill="none" stroke="${w}" stroke-width="7"/><circle cx="50" cy="50" r="8" fill="${p.dark}"/>`
      break
    case 2:
      for (let i = 0; i < 3; i++) s += `<rect x="26" y="${30 + i * 15}" width="${48 - i * 10}" height="9" rx="2" fill="${w}"/>`
      break
    case 3:
      s += `<path d="${gearPath(50, 50, 28, 22, rng.int(8, 12))}" fill="${w}"/><circle cx="50" cy="50" r="9" fill="${p.main}"/>`
      break
    default:
      s += `<polygon points="${polygon(50, 50, 28, 4, Math.PI / 4)}" fill="${w}"/><polygon points="${polygon(50, 50, 14, 4, Math.PI / 4)}" fill="${p.dark}"/>`
  }
  return frame(size, size, p, s)
}
