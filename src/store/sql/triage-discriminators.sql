-- What selects between alternatives in each file: Spring profiles on its definitions.
SELECT DISTINCT file, 'profile=' || key AS discriminator FROM key_sites
WHERE role = 'annotation_arg' AND callee = 'Profile' AND key IS NOT NULL AND target_kind IN ('class', 'method')
ORDER BY 1, 2
