import { describe, expect, it } from 'vitest';
import { cellsOf, DEFAULT_TABLE_ROWS, parseNotebook } from '../../src/report/notebook.js';
import { inline, renderProse } from '../../src/report/markdown.js';
import { formatValue, htmlValue, markdownValue, rowCountText } from '../../src/report/escape.js';

const TEXT = `---
title: Sample
missing:
  triage_results: "no triage results: run \`idiomscope triage <log>\`"
---
# Heading

Prose with \`code\`.

\`\`\`sql first rows=3 requires=triage_results,other
SELECT 1 AS one
\`\`\`

\`\`\`python
print("ordinary code stays prose")
\`\`\`

\`\`\`plot
Plot.plot({marks: []})
\`\`\`

\`\`\`plot named_chart
Plot.plot({marks: []})
\`\`\`
`;

describe('parseNotebook', () => {
  it('finds cells with their names, lines, options, and the front matter', () => {
    const nb = parseNotebook(TEXT, 'notebooks/sample.md');
    expect(nb.name).toBe('sample');
    expect(nb.title).toBe('Sample');
    expect(nb.missing).toEqual({ triage_results: 'no triage results: run `idiomscope triage <log>`' });
    expect(nb.problems).toEqual([]);
    expect(cellsOf(nb).map((c) => ({ type: c.type, name: c.name, line: c.line, bodyLine: c.bodyLine }))).toEqual([
      { type: 'sql', name: 'first', line: 10, bodyLine: 11 },
      { type: 'plot', name: 'figure_1', line: 18, bodyLine: 19 },
      { type: 'plot', name: 'named_chart', line: 22, bodyLine: 23 },
    ]);
    const sql = cellsOf(nb)[0]!;
    expect(sql.type === 'sql' && { rows: sql.rows, requires: sql.requires, source: sql.source }).toEqual({
      rows: 3, requires: ['triage_results', 'other'], source: 'SELECT 1 AS one',
    });
    const prose = nb.blocks.filter((b) => b.type === 'prose').map((b) => b.type === 'prose' && b.text);
    expect(prose.join('\n')).toContain('print("ordinary code stays prose")');
  });

  it('takes the title from the first heading without front matter, and uses the default table size', () => {
    const nb = parseNotebook('# Scan report\n\n```sql a\nSELECT 1\n```\n', '/x/y/scan.md');
    expect(nb.title).toBe('Scan report');
    expect(nb.name).toBe('scan');
    const [cell] = cellsOf(nb);
    expect(cell?.type === 'sql' && cell.rows).toBe(DEFAULT_TABLE_ROWS);
  });

  it('collects problems with their lines instead of throwing', () => {
    const nb = parseNotebook('```sql\nSELECT 1\n```\n\n```sql a rows=x\nSELECT 1\n```\n\n```sql a\nSELECT 2\n```\n\n```plot p\nPlot.plot({})\n', 'bad.md');
    expect(nb.problems.map((p) => [p.line, p.message])).toEqual([
      [1, 'an sql cell needs a name: ```sql my_name'],
      [5, 'rows=x is not a whole number >= 0'],
      [9, 'cell name a is already used on line 5'],
      [13, '```plot cell is never closed'],
    ]);
    // every cell is still there
    expect(cellsOf(nb)).toHaveLength(4);
  });
});

describe('prose', () => {
  it('renders the Markdown subset, escaping everything else', () => {
    expect(renderProse('## A <b>title</b>\n\nText with `<code>` and **bold** and *em*.\n\n- one\n- two')).toBe(
      '<h2 id="a-title">A &lt;b&gt;title&lt;/b&gt;</h2>\n<p>Text with <code>&lt;code&gt;</code> and <strong>bold</strong> and <em>em</em>.</p>\n<ul><li>one</li><li>two</li></ul>',
    );
  });

  it('keeps safe links only', () => {
    expect(inline('[ok](https://example.org/a?b=1&c=2) [bad](javascript:void)')).toBe(
      '<a href="https://example.org/a?b=1&amp;c=2">ok</a> bad',
    );
  });

  it('leaves snake_case words alone', () => {
    expect(inline('key_sites and candidate_sites')).toBe('key_sites and candidate_sites');
  });
});

describe('values', () => {
  it('formats numbers, lists, nulls and dates the same way every time', () => {
    expect([31.4567, 0.0029123, 1234.56, 3, -0.0001, null, ['a', 2.5], true, new Date('2026-01-02T00:00:00Z')].map(formatValue)).toEqual([
      '31.46', '0.00291', '1234.6', '3', '-0.000100', '', 'a, 2.50', 'true', '2026-01-02',
    ]);
  });

  it('escapes repository text for HTML and Markdown, and shows control characters', () => {
    expect(htmlValue('<script>alert("x")</script> & \u001b[31m')).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; \\u001b[31m');
    expect(markdownValue('a|b <i>x</i> `c` *d*\nnext')).toBe('a\\|b &lt;i&gt;x&lt;/i&gt; \\`c\\` \\*d\\* next');
  });

  it('says how many rows a table shows', () => {
    expect([rowCountText(0, 5), rowCountText(1, 5), rowCountText(9, 5), rowCountText(9, 0)]).toEqual([
      'no rows', '1 row', '9 rows, the first 5 shown', '9 rows (drawn, not listed)',
    ]);
  });
});
