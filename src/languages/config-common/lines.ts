/** Offsets to 1-based line/column positions, for configuration formats whose parsers give offsets. */

export interface Pos {
  /** 1-based */
  line: number;
  /** 1-based, UTF-16 code units */
  col: number;
}

/** Line-start table over a text; `\n` ends a line (so `\r\n` counts once). */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  /** Position of a UTF-16 offset; offsets past the end clamp to the end. */
  pos(offset: number): Pos {
    const off = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= off) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: off - this.starts[lo]! + 1 };
  }

  line(offset: number): number {
    return this.pos(offset).line;
  }

  get lineCount(): number {
    return this.starts.length;
  }
}

/** Removes a leading byte-order mark; offsets into the result are offsets into the original minus one. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Last path segment of a repo-relative `/`-separated path. */
export function baseName(path: string): string {
  const i = path.lastIndexOf('/');
  return i === -1 ? path : path.slice(i + 1);
}

/** A resource file as the classpath names it (a class loader, `classpath:`, `@PropertySource`):
 *  `xmall-sso/src/main/resources/conf/db.properties` → `conf/db.properties`; elsewhere the file name. */
export function classpathName(path: string): string {
  const i = path.lastIndexOf('/resources/');
  return i >= 0 ? path.slice(i + '/resources/'.length) : baseName(path);
}

/** First `line N` mentioned in a parser message, for parsers that only say it in prose. */
export function lineFromMessage(message: string): number | null {
  const m = /\bline\s+(\d+)/i.exec(message);
  return m ? Number(m[1]) : null;
}
