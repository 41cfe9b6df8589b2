/**
 * A small seeded pseudo-random generator for the synthetic repositories: the same seed always gives
 * the same files, on every machine and Node version (no Math.random anywhere in bench/).
 *
 * State update: a 32-bit "small fast counter" style mixer (four words, add/xor/rotate), seeded by
 * hashing a string with FNV-1a and stirring a few rounds. Quality is far beyond what picking
 * identifiers needs; what matters is that it is deterministic and cheap.
 */

/** FNV-1a over UTF-16 code units, 32-bit. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string) {
    const s = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = s;
    for (let i = 0; i < 16; i++) this.u32();
  }

  /** Next unsigned 32-bit integer. */
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** Uniform integer in [lo, hi], both inclusive. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight: entries are [value, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [v, w] of entries) {
      r -= w;
      if (r < 0) return v;
    }
    return entries[entries.length - 1]![0];
  }

  /** `n` distinct items (or all of them when fewer), in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = items.slice();
    const k = Math.min(n, copy.length);
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const tmp = copy[i]!;
      copy[i] = copy[j]!;
      copy[j] = tmp;
    }
    return copy.slice(0, k);
  }

  /** Roughly bell-shaped integer in [lo, hi] (mean of three uniforms). */
  bell(lo: number, hi: number): number {
    const r = (this.next() + this.next() + this.next()) / 3;
    return lo + Math.floor(r * (hi - lo + 1));
  }

  /** An independent stream derived from this seed and a label: a file's content depends only on
   *  the repository seed and its path, not on how many random numbers earlier files used. */
  static derive(seed: number, label: string): Rng {
    return new Rng(`${seed >>> 0}:${label}`);
  }
}
