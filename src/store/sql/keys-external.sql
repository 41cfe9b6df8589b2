-- Entry-point groups the repository's own code loads plugins from (entry_points(group="...")):
-- registries with contributors outside the tree.
SELECT DISTINCT value AS grp FROM literals
WHERE role IN ('keyword_arg', 'call_arg') AND regexp_matches(callee_path, '(^|\.)(entry_points|iter_entry_points|load_entry_point)$')
