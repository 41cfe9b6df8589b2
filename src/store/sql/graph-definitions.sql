-- Every definition as a node of the graph, with the file it lives in.
SELECT file, symbol, name, kind
FROM definitions
ORDER BY file, line, symbol
