/**
 * Plot cells: an Observable Plot specification in JavaScript, compiled into a chart function that
 * takes named rows and returns a figure element. The source comes from our notebooks (trusted); SQL
 * results, which hold repository strings, reach it only as data.
 *
 * A cell sees four names:
 * - `Plot`: Observable Plot, with `Plot.plot` and `Plot.legend` bound to the server-side document;
 * - `data`: the rows of the notebook's SQL cells by name (`data.callees`);
 * - `document`: that document, for marks that need one (`mark.plot({document})`);
 * - `decisions`: a `Map` of candidate id to `accepted` / `rejected`.
 *
 * The source is an expression (`Plot.plot({...})`), or a function body when it contains `return`.
 */
import * as Plot from '@observablehq/plot';
import type { DomDocument, DomElement } from './dom.js';
import { isElement } from './dom.js';
import type { PlotCell } from './notebook.js';

export type Rows = readonly Record<string, unknown>[];

/** Named rows, as a plot cell reads them (`data.callees`). */
export type ChartData = Readonly<Record<string, Rows>>;

export interface ChartEnv {
  document: DomDocument;
  decisions?: ReadonlyMap<string, string>;
}

/** A compiled plot cell: rows in, a figure (an `<svg>`, or a `<figure>` around one) out. */
export type ChartFunction = (data: ChartData, env: ChartEnv) => DomElement;

/** Thrown by `data.<name>` when that SQL cell has no rows to give: the cell shows `note` instead. */
export class DataUnavailable extends Error {
  constructor(readonly note: string) {
    super(note);
    this.name = 'DataUnavailable';
  }
}

type Evaluator = (plot: unknown, data: unknown, document: unknown, decisions: unknown) => unknown;

/** Compiles a plot cell; a syntax error throws with the engine's message. */
export function compilePlotCell(cell: Pick<PlotCell, 'source'>): ChartFunction {
  const params = ['Plot', 'data', 'document', 'decisions'];
  const body = /\breturn\b/.test(cell.source) ? cell.source : `return (\n${cell.source}\n);`;
  // eslint-style note: the notebook author wrote this JavaScript; repository text is never part of it
  const evaluate = new Function(...params, `"use strict";\n${body}`) as Evaluator;
  return (data, env) => {
    const bound = Object.freeze({
      ...Plot,
      plot: (options: Record<string, unknown> = {}) => Plot.plot({ ...options, document: env.document } as never),
      legend: (options: Record<string, unknown> = {}) => Plot.legend({ ...options, document: env.document } as never),
    });
    let result = evaluate(bound, data, env.document, env.decisions ?? new Map());
    // a bare mark (`Plot.dot(...)`) is drawn with the defaults
    if (!isElement(result) && result !== null && typeof result === 'object' && typeof (result as { plot?: unknown }).plot === 'function') {
      result = (result as { plot(o: unknown): unknown }).plot({ document: env.document });
    }
    if (!isElement(result)) throw new Error('a plot cell must evaluate to a figure: Plot.plot({...}) or a mark');
    if (result.ownerDocument !== (env.document as unknown)) {
      throw new Error('the figure was drawn without the report document: use Plot.plot(...) from the cell, or pass {document}');
    }
    return result;
  };
}

/**
 * The `data` object a plot cell reads. Reading a name that is not an SQL cell of the notebook is an
 * error; reading one whose rows are unavailable (a required table is absent, the query failed)
 * throws `DataUnavailable` with the note to show. `read` records the names read, in order.
 */
export function dataView(results: ReadonlyMap<string, Rows | { unavailable: string }>, read: string[]): ChartData {
  return new Proxy({} as ChartData, {
    get(_target, name) {
      if (typeof name !== 'string') return undefined;
      const r = results.get(name);
      if (r === undefined) {
        throw new Error(`data.${name}: no SQL cell named ${name} in this notebook (have: ${[...results.keys()].join(', ') || 'none'})`);
      }
      if (!read.includes(name)) read.push(name);
      if ('unavailable' in r) throw new DataUnavailable((r as { unavailable: string }).unavailable);
      // a copy per read: a cell that sorts its rows in place does not reorder another cell's
      return [...(r as Rows)];
    },
    has: (_target, name) => typeof name === 'string' && results.has(name),
    ownKeys: () => [...results.keys()],
    getOwnPropertyDescriptor: (_target, name) =>
      typeof name === 'string' && results.has(name) ? { enumerable: true, configurable: true } : undefined,
  });
}
