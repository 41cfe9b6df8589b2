-- Which of the given candidate ids ($ids: comma-separated) have sites in this workspace.
SELECT DISTINCT candidate_id
FROM candidate_sites
WHERE list_contains(string_split($ids, ','), candidate_id)
ORDER BY candidate_id
