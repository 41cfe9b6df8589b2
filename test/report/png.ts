import { inflateSync } from 'node:zlib';

export interface PngStats {
  width: number;
  height: number;
  /** distinct pixel colours, counted up to `limit` */
  colours: number;
  /** share of pixels that differ from the top-left pixel (the page background) */
  inked: number;
}

/**
 * A tiny PNG reader, enough for screenshots: 8-bit greyscale, RGB or RGBA, not interlaced. Undoes the
 * row filters and counts colours, so a test can tell a drawn page from a blank one.
 */
export function pngStats(buf: Buffer, limit = 4096): PngStats {
  if (buf.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') throw new Error('not a PNG');
  let off = 8;
  let width = 0;
  let height = 0;
  let bitDepth = 0;
  let colourType = 0;
  let interlace = 0;
  const idat: Buffer[] = [];
  while (off < buf.length) {
    const len = buf.readUInt32BE(off);
    const type = buf.subarray(off + 4, off + 8).toString('latin1');
    const data = buf.subarray(off + 8, off + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      bitDepth = data[8]!;
      colourType = data[9]!;
      interlace = data[12]!;
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    off += 12 + len;
  }
  const channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[colourType];
  if (bitDepth !== 8 || channels === undefined || interlace !== 0) {
    throw new Error(`unsupported PNG: bit depth ${bitDepth}, colour type ${colourType}, interlace ${interlace}`);
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const prev = Buffer.alloc(stride);
  const cur = Buffer.alloc(stride);
  const colours = new Set<string>();
  let inked = 0;
  let background: string | undefined;
  for (let y = 0; y < height; y++) {
    const base = y * (stride + 1);
    const filter = raw[base]!;
    for (let x = 0; x < stride; x++) {
      const v = raw[base + 1 + x]!;
      const a = x >= channels ? cur[x - channels]! : 0;
      const b = prev[x]!;
      const c = x >= channels ? prev[x - channels]! : 0;
      let out: number;
      switch (filter) {
        case 0: out = v; break;
        case 1: out = v + a; break;
        case 2: out = v + b; break;
        case 3: out = v + ((a + b) >> 1); break;
        case 4: {
          const p = a + b - c;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - b);
          const pc = Math.abs(p - c);
          out = v + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
          break;
        }
        default: throw new Error(`bad PNG filter ${filter} on row ${y}`);
      }
      cur[x] = out & 0xff;
    }
    for (let x = 0; x < width; x++) {
      const px = cur.subarray(x * channels, x * channels + channels).toString('hex');
      background ??= px;
      if (px !== background) inked++;
      if (colours.size < limit) colours.add(px);
    }
    cur.copy(prev);
  }
  return { width, height, colours: colours.size, inked: inked / (width * height) };
}
