-- Runtime-key bridges built by `idiomscope keys build`: both ends of every key of the accepted
-- patterns ($patterns: comma-separated pattern ids), with the confidence tier keys build gave each site.
SELECT pattern_id, namespace, key, side, file, line, symbol, confidence,
       CASE WHEN side = 'declared' THEN 'declares' ELSE 'references' END
         || CASE WHEN discriminator IS NOT NULL THEN ' (' || discriminator || ')' ELSE '' END AS via,
       FALSE AS any_key
FROM runtime_key_sites
WHERE list_contains(string_split($patterns, ','), pattern_id)
ORDER BY namespace, key, side, file, line
