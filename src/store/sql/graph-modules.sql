-- Every dotted name a file can be imported or named as: Python modules per source root (`modules`),
-- and Java `package.Class` names (`files.module`).
SELECT file, module FROM modules
UNION
SELECT path AS file, module FROM files
WHERE language = 'java' AND module IS NOT NULL AND skip_reason IS NULL
ORDER BY module, file
