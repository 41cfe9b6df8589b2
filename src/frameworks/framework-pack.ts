import type { KnownIdiom, KnownSignature } from '../core/types.js';

export type { KnownIdiom, KnownSignature };

/** A thin, declarative pack per framework (knip's plugin idea): data, no code paths. */
export interface FrameworkPack {
  id: string;
  idioms: KnownIdiom[];
  /** parameters of the framework's callables, so an argument is read as the parameter it fills (a value
   *  slot is demoted as one) where the repo only calls the library */
  signatures?: KnownSignature[];
}
