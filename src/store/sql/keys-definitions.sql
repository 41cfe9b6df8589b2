-- Every definition with its line range, to name the symbol around a site.
SELECT file, symbol, name, kind, line, end_line FROM definitions ORDER BY file, line, end_line DESC
