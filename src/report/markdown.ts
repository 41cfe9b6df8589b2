/**
 * The prose of a notebook as HTML: the small Markdown subset notebooks use (headings, paragraphs,
 * lists, block quotes, rules, fenced code; inline code, bold, italics, links). Notebook prose is
 * ours, but it is escaped all the same: nothing in it becomes markup except this syntax.
 */
import { escapeHtml } from './escape.js';

/** Anchor id of a heading: lower-case words joined by `-`. */
export function slug(text: string): string {
  return text.toLowerCase().replace(/<[^>]*>/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'section';
}

function safeHref(url: string): string | null {
  const u = url.trim();
  // no scheme (relative, #anchor) or http(s)/mailto; javascript: and data: never
  if (/^[a-z][a-z0-9+.-]*:/i.test(u) && !/^(https?|mailto):/i.test(u)) return null;
  return u;
}

/** Inline Markdown of one line or paragraph. */
export function inline(text: string): string {
  const out: string[] = [];
  // code spans first: their content is literal
  const parts = text.split(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/);
  for (let i = 0; i < parts.length; i++) {
    if (i % 3 === 0) out.push(emphasis(parts[i]!));
    else if (i % 3 === 2) out.push(`<code>${escapeHtml(parts[i]!.trim() === '' ? parts[i]! : parts[i]!.replace(/^ (.*) $/, '$1'))}</code>`);
  }
  return out.join('');
}

function emphasis(text: string): string {
  let s = escapeHtml(text);
  s = s.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, url: string) => {
    // url was escaped with the rest: unescape &amp; only for the safety check, keep it escaped in the attribute
    const href = safeHref(url.replace(/&amp;/g, '&'));
    return href === null ? label : `<a href="${escapeHtml(href)}">${label}</a>`;
  });
  s = s.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  s = s.replace(/(^|[^\w*])\*([^*\s][^*]*?)\*(?!\w)/g, '$1<em>$2</em>');
  s = s.replace(/(^|[^\w])_([^_\s][^_]*?)_(?!\w)/g, '$1<em>$2</em>');
  return s;
}

interface ListState {
  ordered: boolean;
  items: string[];
}

/** Block Markdown to HTML. */
export function renderProse(text: string): string {
  const lines = text.split('\n');
  const html: string[] = [];
  let para: string[] = [];
  let list: ListState | null = null;
  let quote: string[] = [];

  const flushPara = (): void => {
    if (para.length) html.push(`<p>${inline(para.join(' ').trim())}</p>`);
    para = [];
  };
  const flushList = (): void => {
    if (!list) return;
    const tag = list.ordered ? 'ol' : 'ul';
    html.push(`<${tag}>${list.items.map((it) => `<li>${inline(it.trim())}</li>`).join('')}</${tag}>`);
    list = null;
  };
  const flushQuote = (): void => {
    if (quote.length) html.push(`<blockquote>${renderProse(quote.join('\n'))}</blockquote>`);
    quote = [];
  };
  const flushAll = (): void => {
    flushPara();
    flushList();
    flushQuote();
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^\s{0,3}(`{3,}|~{3,})\s*(\S*)/.exec(line);
    if (fence) {
      flushAll();
      const body: string[] = [];
      let j = i + 1;
      for (; j < lines.length; j++) {
        const t = lines[j]!.trim();
        if (t.length >= fence[1]!.length && t === fence[1]![0]!.repeat(t.length)) break;
        body.push(lines[j]!);
      }
      const lang = fence[2] ? ` class="language-${escapeHtml(fence[2])}"` : '';
      html.push(`<pre><code${lang}>${escapeHtml(body.join('\n'))}</code></pre>`);
      i = j;
      continue;
    }
    if (/^\s*>/.test(line)) {
      flushPara();
      flushList();
      quote.push(line.replace(/^\s*>\s?/, ''));
      continue;
    }
    flushQuote();
    if (line.trim() === '') {
      flushPara();
      // a blank line inside a list ends the item but not the list; the next non-item line ends it
      continue;
    }
    const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flushAll();
      const level = heading[1]!.length;
      html.push(`<h${level} id="${slug(heading[2]!)}">${inline(heading[2]!)}</h${level}>`);
      continue;
    }
    if (/^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flushAll();
      html.push('<hr>');
      continue;
    }
    const item = /^\s{0,3}([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      flushPara();
      const ordered = /\d/.test(item[1]!);
      if (list && list.ordered !== ordered) flushList();
      if (!list) list = { ordered, items: [] };
      list.items.push(item[2]!);
      continue;
    }
    const current = list as ListState | null;
    if (current && /^\s+\S/.test(line) && para.length === 0) {
      current.items[current.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    flushList();
    para.push(line.trim());
  }
  flushAll();
  return html.join('\n');
}
