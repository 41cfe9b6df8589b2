import { parseArgs } from 'node:util';

/**
 * Options of an eval script, parsed strictly: `--help` prints the usage and exits 0; an unknown option or
 * a missing value prints the problem and the usage to stderr and exits 2, as the CLI's usage errors do.
 */
export function evalArgs<K extends string>(usage: string, strings: readonly K[]): { json: boolean } & Partial<Record<K, string>> {
  const options: Record<string, { type: 'string' | 'boolean' }> = { json: { type: 'boolean' }, help: { type: 'boolean' } };
  for (const s of strings) options[s] = { type: 'string' };
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: process.argv.slice(2), options, strict: true, allowPositionals: false }));
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (values.help) {
    process.stdout.write(usage);
    process.exit(0);
  }
  return { ...(values as Partial<Record<K, string>>), json: Boolean(values.json) };
}
