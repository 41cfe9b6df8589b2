import type { TriageProposal, TriageResult } from '../core/types.js';
import type { Db } from './db.js';

/** Replaces the stored triage of one log in a single transaction. */
export async function replaceTriage(db: Db, log: string, results: TriageResult[], proposals: TriageProposal[]): Promise<void> {
  await db.conn.run('BEGIN TRANSACTION');
  try {
    await db.conn.run('DELETE FROM triage_results WHERE log = $log', { log });
    await db.conn.run('DELETE FROM triage_proposals WHERE log = $log', { log });
    for (const r of results) {
      await db.conn.run('INSERT INTO triage_results VALUES ($log, $task, $category, $summary, $evidence, $cid, $subject, $role, $position)', {
        log, task: r.taskId, category: r.category, summary: r.summary, evidence: JSON.stringify(r.evidence),
        cid: r.proposal?.candidateId ?? null, subject: r.proposal?.subject ?? null, role: r.proposal?.role ?? null, position: r.proposal?.position ?? null,
      });
    }
    for (const p of proposals) {
      await db.conn.run('INSERT INTO triage_proposals VALUES ($log, $cid, $pattern, $role, $position, $fixes, $tasks)', {
        log, cid: p.candidateId, pattern: p.subject, role: p.role, position: p.position, fixes: p.fixes, tasks: p.tasks.join(','),
      });
    }
    await db.conn.run('COMMIT');
  } catch (e) {
    await db.conn.run('ROLLBACK');
    throw e;
  }
}
