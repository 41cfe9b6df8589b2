/**
 * Normalised figures: the same rows always give the same bytes. Plot names its stylesheet class
 * after a hash (`plot-d6a7b5`) and numbers clip paths and patterns with process-wide counters
 * (`plot-clip-3`); coordinates carry every bit of a double. Each figure gets its own prefix
 * (`plot-1`, `plot-2`, ... in notebook order), ids are renumbered in document order with their
 * references, and geometry is rounded to 1 decimal (a tenth of a pixel). Text content (which may hold repository
 * strings) is never touched.
 */
import { elementsOf, type DomElement } from './dom.js';

/** Attributes holding coordinates or lengths, rounded to 1 decimal. */
const GEOMETRY = new Set([
  'd', 'transform', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'dx', 'dy', 'width', 'height',
  'points', 'viewBox', 'stroke-width', 'stroke-dasharray', 'stroke-dashoffset', 'offset', 'font-size',
  'opacity', 'fill-opacity', 'stroke-opacity', 'stroke-miterlimit',
]);

/** Attributes that may refer to an id: `url(#id)` or `#id`. */
const REFERENCES = ['clip-path', 'mask', 'filter', 'fill', 'stroke', 'marker-start', 'marker-mid', 'marker-end', 'href', 'xlink:href'];

const PLOT_CLASS = /\bplot-[0-9a-f]{6}(?![0-9a-z])/g;

function round(text: string): string {
  return text.replace(/-?(?:\d+\.\d+|\.\d+|\d+)(?:e[-+]?\d+)?/gi, (m) => {
    if (!/[.e]/i.test(m)) return m;
    const v = Math.round(Number(m) * 10) / 10;
    return Object.is(v, -0) ? '0' : String(v);
  });
}

/** Rewrites `root` in place (see the module comment). `prefix` replaces Plot's class name. */
export function normaliseFigure(root: DomElement, prefix: string): void {
  const elements = elementsOf(root);
  const ids = new Map<string, string>();
  for (const el of elements) {
    const id = el.getAttribute('id');
    if (id !== null && !ids.has(id)) {
      const kind = /^plot-(clip|pattern)/.exec(id)?.[1] ?? 'id';
      ids.set(id, `${prefix}-${kind}-${ids.size + 1}`);
    }
  }
  const relink = (value: string): string =>
    value.replace(/url\(\s*#([^)\s]+)\s*\)/g, (m, id: string) => (ids.has(id) ? `url(#${ids.get(id)})` : m))
      .replace(/^#(.+)$/, (m, id: string) => (ids.has(id) ? `#${ids.get(id)}` : m));

  for (const el of elements) {
    const cls = el.getAttribute('class');
    if (cls !== null) el.setAttribute('class', cls.replace(PLOT_CLASS, prefix));
    const id = el.getAttribute('id');
    if (id !== null && ids.has(id)) el.setAttribute('id', ids.get(id)!);
    for (const name of REFERENCES) {
      const v = el.getAttribute(name);
      if (v !== null) el.setAttribute(name, relink(v));
    }
    for (const attr of Array.from(el.attributes)) {
      if (GEOMETRY.has(attr.name)) el.setAttribute(attr.name, round(attr.value));
    }
    // Plot's own stylesheets: scoped by its class name
    if (el.localName === 'style' && el.textContent !== null) el.textContent = el.textContent.replace(PLOT_CLASS, prefix);
  }
}
