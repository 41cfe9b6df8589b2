-- Where the scan attributes key sites to each callee subject (import-resolved identity).
SELECT DISTINCT subject, file, line FROM candidate_sites WHERE kind IN ('call', 'implicit')
