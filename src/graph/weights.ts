/**
 * Every number the graph, `reach` and `retrieve` use, in one place.
 *
 * Edge weights are in (0, 1]; a path's weight is the product of its edges' weights. Shortest paths
 * minimise hops first and, among equally short paths, maximise that product.
 */
import type { ConfidenceTier } from '../core/types.js';

/**
 * Weight of a runtime-key edge by the confidence tier of its site (DESIGN.md, "Confidence tiers"):
 * a literal in an accepted or known registration position is certain; a folded constant nearly so; a
 * computed key (an f-string template, or a dispatch site reading the registry with a run-time key) says
 * only that some key of the registry is read there; a guess is an unreviewed candidate's equal strings.
 */
export const TIER_WEIGHT: Readonly<Record<ConfidenceTier, number>> = {
  literal: 1.0,
  folded: 0.9,
  computed: 0.6,
  guess: 0.4,
};

/** Import, same-package and dotted-name edges: facts of the source, weight 1. */
export const STATIC_EDGE_WEIGHT = 1.0;

/** An edge added by the bounded package fallback (an unresolved reference to every file of a small package). */
export const FALLBACK_WEIGHT = 0.3;

/** A file importing more in-repo files than this is not expanded through (the bootstrap module). */
export const DEFAULT_DEGREE_CAP = 50;

/** The package fallback includes a package only when it holds at most this many files. */
export const DEFAULT_FALLBACK_MAX_FILES = 8;

/** Default search bound of `reach`. */
export const DEFAULT_MAX_HOPS = 6;

/**
 * Zero-configuration mode: with no accepted pattern in the decisions file, candidates ranked at or
 * above this score (and not weak, not rejected) become guess-tier bridges. On the sample repositories
 * every planted registry scores above 7 and the best-scoring noise below 5.
 */
export const DEFAULT_MIN_SCORE = 5;

/** Retrieval: lexical seeds are the best-scoring files, at most this many ... */
export const SEED_COUNT = 10;
/** ... each scoring at least this share of the best file's BM25 score. */
export const SEED_MIN_SHARE = 0.2;
/** Retrieval: what a file reached from a seed inherits, per hop: seed score · path weight · DECAY^hops. */
export const HOP_DECAY = 0.5;
/** BM25 parameters (Robertson/Sparck Jones defaults). */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
/** Field weights of a file's lexical document: how many times each term of the field is counted. */
export const FIELD_WEIGHT = { path: 2, identifier: 1, key: 1 } as const;

/** Estimated tokens of a file for a language model: bytes / 4. */
export const BYTES_PER_TOKEN = 4;
