/**
 * The server-side DOM Plot renders into (linkedom), and the few DOM types the report code uses.
 * The project compiles without the DOM lib, so these are structural and minimal.
 */
import { parseHTML } from 'linkedom';

export interface DomAttr {
  name: string;
  value: string;
}

export interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}

export interface DomElement extends DomNode {
  tagName: string;
  localName: string;
  attributes: ArrayLike<DomAttr>;
  children: ArrayLike<DomElement>;
  outerHTML: string;
  ownerDocument: unknown;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
}

export interface DomDocument {
  createElement(tag: string): DomElement;
  createElementNS(ns: string, tag: string): DomElement;
  createTextNode(text: string): DomNode;
}

export const ELEMENT_NODE = 1;

/** A fresh, empty HTML document to hand to `Plot.plot({document})`. */
export function createDocument(): DomDocument {
  const window = parseHTML('<!DOCTYPE html><html><head></head><body></body></html>') as unknown as { document: DomDocument };
  return window.document;
}

/** True when `v` looks like an element of some DOM (what a Plot cell must return). */
export function isElement(v: unknown): v is DomElement {
  return typeof v === 'object' && v !== null && (v as DomNode).nodeType === ELEMENT_NODE && typeof (v as DomElement).outerHTML === 'string';
}

/** Every element below `root` (root included), in document order. */
export function elementsOf(root: DomElement): DomElement[] {
  const out: DomElement[] = [];
  const walk = (el: DomElement): void => {
    out.push(el);
    for (const child of Array.from(el.children)) walk(child);
  };
  walk(root);
  return out;
}
