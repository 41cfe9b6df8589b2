-- Sites the analyzer attributes to a pattern's family (same subject and position; decorator and
-- call forms alike), for checking generated queries against the analyzer.
SELECT DISTINCT file, line, role, target_kind FROM candidate_sites
WHERE subject = $subject AND position = $position
  AND (role = $role OR (role IN ('call_arg', 'decorator_arg') AND $role IN ('call_arg', 'decorator_arg')))
ORDER BY file, line
