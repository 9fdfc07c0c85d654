// Owns the tar header of a packed file, byte for byte as tar-stream 3 writes it (ustar; a pax
// record for a name that is not ASCII or too long), so the same tree keeps its source-digest.

/** The size of a tar block: headers are one block, contents are padded to whole blocks. */
export const TAR_BLOCK = 512

/** What a header says about a file. */
export interface TarEntry {
  readonly name: string
  readonly size: number
  readonly mode: number
  readonly mtime: Date
}

const FILE = 0
const PAX_HEADER = 72
const ZEROS = '0000000000000000000'
const SEVENS = '7777777777777777777'

/**
 * The header blocks of `entry`: one ustar block, or, for a name ustar cannot hold, a pax header
 * block, its records padded to a block, and a block named `PaxHeader` (as tar-stream names it).
 */
export function tarHeader(entry: TarEntry): Buffer {
  const block = Buffer.alloc(TAR_BLOCK)
  if (ustar(block, entry.name, entry, FILE)) return block
  const records = Buffer.from(paxRecord(` path=${entry.name}\n`))
  const padded = Math.ceil(records.length / TAR_BLOCK) * TAR_BLOCK
  const blocks = Buffer.alloc(TAR_BLOCK + padded + TAR_BLOCK)
  ustar(blocks, 'PaxHeader', { ...entry, size: records.length }, PAX_HEADER)
  records.copy(blocks, TAR_BLOCK)
  ustar(blocks.subarray(TAR_BLOCK + padded), 'PaxHeader', entry, FILE)
  return blocks
}

/** Writes a ustar header into the zeroed `block`; false when the name does not fit one. */
function ustar(block: Buffer, fullName: string, entry: TarEntry, typeflag: number): boolean {
  let name = fullName
  let prefix = ''
  if (Buffer.byteLength(name) !== name.length) return false // not ASCII
  while (name.length > 100) {
    const slash = name.indexOf('/')
    if (slash === -1) return false
    prefix += prefix ? `/${name.slice(0, slash)}` : name.slice(0, slash)
    name = name.slice(slash + 1)
  }
  if (name.length > 100 || prefix.length > 155) return false
  block.write(name, 0)
  block.write(octal(entry.mode & 0o7777, 6), 100)
  block.write(octal(0, 6), 108) // uid
  block.write(octal(0, 6), 116) // gid
  writeSize(block, entry.size, 124)
  block.write(octal((entry.mtime.getTime() / 1000) | 0, 11), 136)
  block[156] = 0x30 + typeflag
  block.write('ustar\u000000', 257, 'latin1')
  block.write(octal(0, 6), 329) // devmajor
  block.write(octal(0, 6), 337) // devminor
  if (prefix) block.write(prefix, 345)
  block.write(octal(checksum(block), 6), 148)
  return true
}

function octal(value: number, digits: number): string {
  const text = value.toString(8)
  if (text.length > digits) return `${SEVENS.slice(0, digits)} `
  return `${ZEROS.slice(0, digits - text.length)}${text} `
}

/** The size field: octal, or base-256 when it needs more than 11 octal digits. */
function writeSize(block: Buffer, size: number, offset: number): void {
  if (size.toString(8).length <= 11) {
    block.write(octal(size, 11), offset)
    return
  }
  block[offset] = 0x80
  let rest = size
  for (let i = 11; i > 0; i--) {
    block[offset + i] = rest & 0xff
    rest = Math.floor(rest / 0x100)
  }
}

/** The header's checksum: its bytes, with the checksum field counted as spaces. */
function checksum(block: Buffer): number {
  let sum = 8 * 32
  for (let i = 0; i < 148; i++) sum += block[i] as number
  for (let i = 156; i < TAR_BLOCK; i++) sum += block[i] as number
  return sum
}

/** A pax record: its length in decimal (counting the digits themselves), then `text`. */
function paxRecord(text: string): string {
  const length = Buffer.byteLength(text)
  let digits = Math.floor(Math.log(length) / Math.log(10)) + 1
  if (length + digits >= Math.pow(10, digits)) digits++
  return `${length + digits}${text}`
}
