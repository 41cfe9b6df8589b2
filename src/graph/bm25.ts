/**
 * BM25 over one small document per file: the words of its path, of its definitions' names
 * (identifiers) and of the keys it declares in registration positions. Field weights repeat a
 * field's terms (a path word counts twice). RANKING-LESSONS.md §7: lexical retrieval is a strong peer.
 */
import { BM25_B, BM25_K1, FIELD_WEIGHT } from './weights.js';
import { pathTerms, terms } from './tokens.js';

export interface LexicalHit {
  file: string;
  score: number;
  /** query terms the file matched */
  matched: string[];
}

export class Bm25Index {
  private readonly tf = new Map<string, Map<string, number>>();
  private readonly len = new Map<string, number>();
  private readonly df = new Map<string, number>();
  private avgLen = 0;

  constructor(files: string[], fields: { file: string; field: 'identifier' | 'key'; text: string }[]) {
    const add = (file: string, words: string[], times: number): void => {
      const m = this.tf.get(file);
      if (!m) return;
      for (const w of words) m.set(w, (m.get(w) ?? 0) + times);
      this.len.set(file, (this.len.get(file) ?? 0) + words.length * times);
    };
    for (const f of files) {
      this.tf.set(f, new Map());
      this.len.set(f, 0);
      add(f, pathTerms(f), FIELD_WEIGHT.path);
    }
    for (const r of fields) add(r.file, terms(r.text), r.field === 'key' ? FIELD_WEIGHT.key : FIELD_WEIGHT.identifier);
    for (const m of this.tf.values()) for (const w of m.keys()) this.df.set(w, (this.df.get(w) ?? 0) + 1);
    const n = this.tf.size;
    this.avgLen = n ? [...this.len.values()].reduce((a, b) => a + b, 0) / n : 0;
  }

  /** Files matching at least one term of the query, best first (ties by path). */
  search(query: string): LexicalHit[] {
    const q = [...new Set(terms(query))];
    const n = this.tf.size;
    const out: LexicalHit[] = [];
    for (const [file, m] of this.tf) {
      let score = 0;
      const matched: string[] = [];
      const dl = this.len.get(file) ?? 0;
      for (const t of q) {
        const f = m.get(t);
        if (!f) continue;
        const df = this.df.get(t) ?? 0;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        score += idf * (f * (BM25_K1 + 1)) / (f + BM25_K1 * (1 - BM25_B + BM25_B * (dl / (this.avgLen || 1))));
        matched.push(t);
      }
      if (score > 0) out.push({ file, score, matched });
    }
    return out.sort((a, b) => b.score - a.score || a.file.localeCompare(b.file));
  }

  static queryTerms(query: string): string[] {
    return [...new Set(terms(query))];
  }
}
