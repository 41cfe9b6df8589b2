/** Python packaging entry points, shared by the pyproject and setup-cfg packs. */
import type { Pos } from './lines.js';
import type { ConfigFacts } from './rows.js';

export const ENTRY_POINT = 'entry_point';

/**
 * One entry `name = pkg.mod:attr` in group `group`: the name is declared (`config_entry`), the
 * object reference is its value (`dict_value`). `ref` is null when the value is not a string.
 */
export function addEntryPoint(
  out: ConfigFacts,
  group: string,
  name: string,
  namePos: Pos,
  ref: string | null,
  refPos: Pos | null,
): void {
  out.add({ value: name, role: 'config_entry', pos: namePos, callee: ENTRY_POINT, container: group });
  if (ref !== null) {
    out.add({ value: objectReference(ref), role: 'dict_value', pos: refPos ?? namePos, callee: ENTRY_POINT, container: group, dictKey: name });
  }
}

/** `pkg.mod:attr [extra1, extra2]` without its extras. */
export function objectReference(value: string): string {
  return value.replace(/\s*\[[^\]]*\]\s*$/, '').trim();
}
