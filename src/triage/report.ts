import type { TriageProposal, TriageResult } from '../core/types.js';

const md = (s: string): string => s.replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ').replace(/[\x00-\x1f\x7f]/g, '');

/** The Markdown report of a triage run: categories, each failed task with its evidence, proposals. */
export function renderTriageMarkdown(run: { cases: number; failedCases: number; skipped: { line: number }[]; results: TriageResult[]; proposals: TriageProposal[] }, logName: string): string {
  const counts = new Map<string, number>();
  for (const r of run.results) counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
  let out = `# Triage of ${md(logName)}\n\n${run.failedCases} of ${run.cases} tasks failed`;
  out += run.skipped.length ? `; ${run.skipped.length} malformed lines were skipped.\n\n` : '.\n\n';
  out += '| category | tasks |\n| --- | ---: |\n';
  for (const [c, n] of [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) out += `| ${c} | ${n} |\n`;
  out += '\n## Failed tasks\n\n| task | category | why | evidence |\n| --- | --- | --- | --- |\n';
  for (const r of run.results) {
    const ev = r.evidence.map((e) => [e.key ? `\`${md(e.key)}\`` : '', e.file ? `${md(e.file)}${e.line ? `:${e.line}` : ''}` : '', md(e.note)].filter(Boolean).join(' ')).join('; ');
    out += `| ${md(r.taskId)} | ${r.category} | ${md(r.summary)} | ${ev} |\n`;
  }
  out += '\n## Proposals\n\n';
  if (run.proposals.length === 0) out += 'No pattern would fix a failed task.\n';
  else {
    out += '| fixes | candidate | pattern | role | position | tasks |\n| ---: | --- | --- | --- | --- | --- |\n';
    for (const p of run.proposals) out += `| ${p.fixes} | ${p.candidateId ?? 'new'} | ${md(p.subject)} | ${p.role} | ${md(p.position)} | ${p.tasks.map(md).join(', ')} |\n`;
  }
  return out;
}
