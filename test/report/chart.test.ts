import { describe, expect, it } from 'vitest';
import { cellsOf } from '../../src/report/notebook.js';
import { compilePlotCell, createDocument, normaliseFigure, type ChartData } from '../../src/report/index.js';
import { loadNotebook } from './helpers.js';

/** Plot's own snapshot style: one element per line, so a diff points at the mark that changed. */
function pretty(html: string): string {
  return html.replace(/></g, '>\n<') + '\n';
}

function chart(notebook: string, cell: string) {
  const found = cellsOf(loadNotebook(notebook)).find((c) => c.name === cell);
  if (!found || found.type !== 'plot') throw new Error(`no plot cell ${cell} in ${notebook}`);
  return compilePlotCell(found);
}

/** Fixed rows in the shape of the `contributions` SQL cell of notebooks/registries.md. */
function contributions(): ChartData {
  const cands = [
    { bar: '1. events.registry.register [0]', score: 31.46, factors: { prior: 7.8, evidence: 3.6, shape: 0.98, tests: 0.95, spread: 1 } },
    { bar: '2. jobs.registry.job [0]', score: 8.25, factors: { prior: 4.9, evidence: 3.4, context: 0.99, spread: 1, library: 0.5 } },
    { bar: '3. logging.getLogger().info [0]', score: 0.0029, factors: { prior: 7.2, shape: 0.02, stoplist: 0.05, accessor: 0.4 } },
  ];
  const rows = cands.flatMap((c, i) => Object.entries(c.factors).filter(([, v]) => v !== 1).map(([factor, value]) => ({
    rank: i + 1, bar: c.bar, candidate_id: `c${i}`, score: c.score, log_score: Math.log10(c.score),
    factor, value, contribution: Math.log10(value),
  })));
  return { contributions: rows };
}

describe('chart functions', () => {
  it('the contributions chart of registries.md matches its normalised SVG snapshot (a figure: legend and svg)', async () => {
    const el = chart('registries', 'contributions_chart')(contributions(), { document: createDocument() });
    normaliseFigure(el, 'plot-1');
    const svg = pretty(el.outerHTML);
    // log(score) = Σ log(factor): one bar per non-neutral factor, one tick per candidate
    expect(svg.match(/<rect /g)?.length).toBe(12 + 15 /* legend swatches: every factor of the score */);
    expect(svg).toContain('<title>2. jobs.registry.job [0]\nlibrary ×0.50 (log10 -0.30)</title>');
    expect(svg).toContain('<title>1. events.registry.register [0]\nevidence ×3.60 (log10 +0.56)</title>');
    expect(svg).toContain('<title>3. logging.getLogger().info [0]\nstoplist ×0.05 (log10 -1.30)</title>');
    await expect(svg).toMatchFileSnapshot('./__snapshots__/contributions_chart.html');
  });

  it('renders the same bytes twice in one process (ids and class names renumbered)', () => {
    const draw = (): string => {
      const doc = createDocument();
      const el = chart('registries', 'contributions_chart')(contributions(), { document: doc });
      normaliseFigure(el, 'plot-7');
      return el.outerHTML;
    };
    expect(draw()).toBe(draw());
    // Plot numbers clip paths with a process-wide counter: normalised, they restart at 1
    const clipped = (): string => {
      const doc = createDocument();
      const fn = compilePlotCell({ source: 'Plot.plot({clip: true, marks: [Plot.dot(data.rows, {x: "a", y: "b"}), Plot.text(data.rows, {x: "a", y: "b", text: "t", clip: true})]})' });
      const el = fn({ rows: [{ a: 1.123456, b: 2.987654, t: 'x' }] }, { document: doc });
      normaliseFigure(el, 'plot-1');
      return el.outerHTML;
    };
    const a = clipped();
    expect(a).toBe(clipped());
    expect(a).toContain('id="plot-1-clip-1"');
    expect(a).toContain('clip-path="url(#plot-1-clip-1)"');
    expect(a).not.toMatch(/plot-[0-9a-f]{6}/);
  });

  it('escapes repository text that Plot draws (titles, labels, legends)', () => {
    const nasty = '<script>alert(1)</script> & "quotes" \'single\'';
    const fn = compilePlotCell({ source: 'Plot.plot({color: {legend: true}, marks: [Plot.dot(data.rows, {x: "a", y: "a", fill: "t", title: "t"}), Plot.text(data.rows, {x: "a", y: "a", text: "t"}), Plot.axisY({label: data.rows[0].t})]})' });
    const el = fn({ rows: [{ a: 1, t: nasty }] }, { document: createDocument() });
    const html = el.outerHTML;
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; "quotes"');
    // the legend swatch, the <title>, the text mark and the axis label
    expect(html.split('&lt;script&gt;alert(1)&lt;/script&gt;').length - 1).toBe(4);
  });

  it('gives plot cells Plot, data, document and decisions, and rejects what is not a figure', () => {
    const doc = createDocument();
    const viaMark = compilePlotCell({ source: 'Plot.dot(data.rows, {x: "a", y: "a", fill: (d) => decisions.get(d.id) ?? "pending"})' });
    const el = viaMark({ rows: [{ a: 1, id: 'c1' }] }, { document: doc, decisions: new Map([['c1', 'accepted']]) });
    expect(el.ownerDocument).toBe(doc);
    expect(() => compilePlotCell({ source: '42' })({}, { document: doc })).toThrow('a plot cell must evaluate to a figure');
    expect(() => compilePlotCell({ source: 'Plot.plot({marks: [' })).toThrow(SyntaxError);
  });
});
