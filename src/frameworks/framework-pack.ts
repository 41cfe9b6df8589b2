import type { KnownIdiom } from '../core/types.js';

export type { KnownIdiom };

/** A thin, declarative pack per framework (knip's plugin idea): data, no code paths. */
export interface FrameworkPack {
  id: string;
  idioms: KnownIdiom[];
}
