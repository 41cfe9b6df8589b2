import type { CommandModule } from './command.js';
import callees from './callees.js';
import scan from './scan.js';
import generate from './generate.js';
import keys from './keys.js';
import pairs from './pairs.js';
import rank from './rank.js';
import sql from './sql.js';

/** Every command, in the order --help lists them. */
export const COMMANDS: readonly CommandModule[] = [scan, callees, rank, pairs, generate, keys, sql];
