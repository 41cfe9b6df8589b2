-- The keys of one candidate with their confidence tier (literal / folded / computed), for the
-- explorer's detail view: how many sites and files declare each, and the first declaring site.
SELECT key, tier, count(*) AS sites, count(DISTINCT file) AS files,
       arg_min(file, file || ':' || lpad(CAST(line AS VARCHAR), 10, '0')) AS example_file,
       arg_min(line, file || ':' || lpad(CAST(line AS VARCHAR), 10, '0')) AS example_line
FROM candidate_sites
WHERE candidate_id = $id
GROUP BY key, tier
ORDER BY sites DESC, key
