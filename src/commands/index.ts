import type { CommandModule } from './command.js';
import callees from './callees.js';
import scan from './scan.js';
import explore from './explore.js';
import generate from './generate.js';
import keys from './keys.js';
import pairs from './pairs.js';
import rank from './rank.js';
import report from './report.js';
import reach from './reach.js';
import retrieve from './retrieve.js';
import sql from './sql.js';
import triage from './triage.js';

/** Every command, in the order --help lists them. */
export const COMMANDS: readonly CommandModule[] = [scan, callees, rank, pairs, explore, generate, keys, triage, reach, retrieve, report, sql];
