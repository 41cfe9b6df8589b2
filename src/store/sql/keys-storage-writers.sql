-- Functions that write a parameter as a key into a container (and their nested functions).
SELECT DISTINCT symbol FROM storage_writes ORDER BY symbol
