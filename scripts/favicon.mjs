/**
 * Writes public/favicon.ico (16, 32 and 48 px PNGs in one ICO) and public/apple-touch-icon.png from public/icon.svg.
 * Run after changing the icon: node scripts/favicon.mjs
 */
import fs from 'node:fs'
import sharp from 'sharp'

const svg = fs.readFileSync(new URL('../public/icon.svg', import.meta.url))
const png = (size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()

const sizes = [16, 32, 48]
const images = await Promise.all(sizes.map(png))
// ICO: a 6-byte header, one 16-byte entry per image, then the PNG files (PNG inside ICO: Windows Vista and later, every browser)
const header = Buffer.alloc(6 + 16 * images.length)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(images.length, 4)
let offset = header.length
images.forEach((data, i) => {
  const entry = 6 + 16 * i
  header.writeUInt8(sizes[i] % 256, entry)
  header.writeUInt8(sizes[i] % 256, entry + 1)
  header.writeUInt16LE(1, entry + 4)
  header.writeUInt16LE(32, entry + 6)
  header.writeUInt32LE(data.length, entry + 8)
  header.writeUInt32LE(offset, entry + 12)
  offset += data.length
})
fs.writeFileSync(new URL('../public/favicon.ico', import.meta.url), Buffer.concat([header, ...images]))
fs.writeFileSync(
  new URL('../public/apple-touch-icon.png', import.meta.url),
  await sharp(svg, { density: 384 }).resize(180, 180).flatten({ background: '#c24a08' }).png().toBuffer(),
)
console.log('public/favicon.ico, public/apple-touch-icon.png')
