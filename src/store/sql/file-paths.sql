-- Every file the scan recorded.
SELECT path FROM files ORDER BY path
