/** Progress on stderr for long work: only when stderr is a terminal, so logs and CI stay clean. */
export class Progress {
  private readonly started = Date.now();
  private lastDraw = 0;
  private readonly enabled: boolean;

  constructor(private readonly label: string, private readonly total: number, stream: NodeJS.WriteStream = process.stderr) {
    this.enabled = Boolean(stream.isTTY) && process.env.CI !== 'true';
    this.stream = stream;
  }

  private readonly stream: NodeJS.WriteStream;

  update(done: number): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (now - this.lastDraw < 100 && done < this.total) return;
    this.lastDraw = now;
    const secs = (now - this.started) / 1000;
    const rate = secs > 0 ? done / secs : 0;
    const eta = rate > 0 ? Math.max(0, (this.total - done) / rate) : 0;
    this.stream.write(`\r${this.label} ${done}/${this.total} files  ${rate.toFixed(0)} files/s  ETA ${eta.toFixed(0)}s   `);
  }

  done(): void {
    if (this.enabled) this.stream.write('\r\x1b[K');
  }
}
