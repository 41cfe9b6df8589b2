-- Positions ($ids: comma-separated ranked candidate ids) already covered, as file and line.
SELECT DISTINCT file, line FROM candidate_sites
WHERE candidate_id IN (SELECT unnest(string_split($ids, ',')))
