import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rankCandidates } from '../../src/analyze/rank.js';
import { databaseSource } from '../../src/commands/explore.js';
import { applyDecisions, decisionFor, decisionsPathFor, loadDecisions, saveDecisionChanges } from '../../src/decide/decisions.js';
import { closeDatabase, openDatabase, readMeta } from '../../src/store/db.js';
import { runCli, tempDir } from '../helpers/cli.js';

function write(root: string, rel: string, text: string): void {
  mkdirSync(join(root, rel, '..'), { recursive: true });
  writeFileSync(join(root, rel), text);
}

/** A small event registry: a decorator that stores handlers, handlers in several files, a dispatcher. */
function makeRepo(root: string): void {
  write(root, 'events/__init__.py', '');
  write(root, 'events/registry.py', [
    'HANDLERS = {}', '', '', 'def register(event):', '    def wrap(fn):', '        HANDLERS[event] = fn', '        return fn', '    return wrap', '',
  ].join('\n'));
  write(root, 'events/dispatcher.py', 'from events.registry import HANDLERS\n\n\ndef dispatch(payload):\n    HANDLERS[payload["type"]](payload)\n');
  write(root, 'handlers/__init__.py', '');
  const names = ['payment.succeeded', 'payment.failed', 'payout.paid', 'payout.failed', 'refund.created', 'invoice.paid'];
  for (const [i, name] of names.entries()) {
    write(root, `handlers/h${i}.py`, `from events.registry import register\n\n\n@register("${name}")\ndef on_${i}(payload):\n    return payload\n`);
  }
  write(root, 'tests/test_events.py', 'def test_kinds(kind):\n    if kind == "payment.succeeded":\n        return 1\n    if kind == "payout.paid":\n        return 2\n');
}

describe('decisions and rescans', () => {
  it('a decision survives a rescan: candidate ids are stable', async () => {
    const work = tempDir();
    const repo = join(work, 'repo');
    makeRepo(repo);
    const dbPath = join(work, 'ws', 'index.duckdb');
    const scan = runCli(['scan', repo, '--db', dbPath]);
    expect(scan.code, scan.stderr).toBe(0);

    let db = await openDatabase(dbPath);
    let id: string;
    try {
      const cand = (await rankCandidates(db)).find((c) => c.subject === 'events.registry.register');
      expect(cand).toBeDefined();
      id = cand!.id;
      // what the explorer's detail view reads: keys with tiers, example sites and their source lines
      const source = databaseSource(db, (await readMeta(db)).repo_root ?? null);
      const keys = await source.keys(id);
      expect(keys.map((k) => k.key).sort()).toEqual(['invoice.paid', 'payment.failed', 'payment.succeeded', 'payout.failed', 'payout.paid', 'refund.created']);
      expect(new Set(keys.map((k) => k.tier))).toEqual(new Set(['literal']));
      const k = keys.find((x) => x.key === 'payout.paid')!;
      expect([k.exampleFile, k.exampleLine, k.sites, k.files]).toEqual(['handlers/h2.py', 4, 1, 1]);
      expect(await source.sourceLine(k.exampleFile!, k.exampleLine!)).toBe('@register("payout.paid")');
      const pairs = await source.pairs(id);
      expect(pairs.some((p) => p.kind === 'dispatch' && p.files.includes('events/dispatcher.py'))).toBe(true);
      await saveDecisionChanges(decisionsPathFor(dbPath), [{ id, decision: decisionFor(cand!, 'accepted', 'dispatches events', '2026-12-02') }]);
    } finally {
      closeDatabase(db);
    }

    // the code changes: a handler is added, another one edited
    write(repo, 'handlers/h9.py', 'from events.registry import register\n\n\n@register("dispute.opened")\ndef on_9(payload):\n    return payload\n');
    write(repo, 'handlers/h0.py', '# edited\nfrom events.registry import register\n\n\n@register("payment.succeeded")\ndef on_0(payload):\n    return None\n');
    const rescan = runCli(['scan', repo, '--db', dbPath]);
    expect(rescan.code, rescan.stderr).toBe(0);

    db = await openDatabase(dbPath);
    try {
      const decisions = await loadDecisions(decisionsPathFor(dbPath));
      const cands = applyDecisions(await rankCandidates(db), decisions);
      const again = cands.find((c) => c.subject === 'events.registry.register')!;
      expect(again.id).toBe(id);
      expect(again.distinctKeys).toBe(7);
      expect(again.decision).toBe('accepted');
      expect(decisions.get(id)?.reason).toBe('dispatches events');
      expect(cands.filter((c) => c.id !== id).every((c) => c.decision === 'pending')).toBe(true);
    } finally {
      closeDatabase(db);
    }
  });
});
