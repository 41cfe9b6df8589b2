-- Profiles declared on definitions (Spring @Profile), the discriminator of alternatives.
SELECT DISTINCT target_symbol AS symbol, key AS profile FROM key_sites
WHERE role = 'annotation_arg' AND callee = 'Profile' AND target_symbol IS NOT NULL AND key IS NOT NULL
ORDER BY 1, 2
