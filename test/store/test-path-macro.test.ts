import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTestPath } from '../../src/core/paths.js';
import { ROOT } from '../helpers/cli.js';

/** The derive SQL's test_path macro and the scanner's isTestPath must call the same files tests. */
describe('test_path macro', () => {
  const sql = readFileSync(join(ROOT, 'src/store/derive/candidate-names.sql'), 'utf8');
  const macro = sql.slice(sql.indexOf('CREATE OR REPLACE TEMP MACRO test_path'), sql.indexOf(';', sql.indexOf('CREATE OR REPLACE TEMP MACRO test_path')));
  const patterns = [...macro.matchAll(/regexp_matches\(p, '([^']+)'\)/g)].map((m) => new RegExp(m[1]!));
  const sqlSays = (p: string): boolean => patterns.some((re) => re.test(p));

  it('has its two patterns', () => {
    expect(patterns).toHaveLength(2);
  });

  it('agrees with isTestPath', () => {
    const paths = [
      'tests/test_a.py', 'pkg/testing/util.py', 'testing/util.py', 'pkg/testing/test_util.py', 'pkg/conftest.py', 'pkg/x_test.py', 'pkg/x_tests.py', 'pkg/test_x.py',
      'src/test/java/com/acme/FooTest.java', 'src/main/java/com/acme/FooTests.java', 'src/main/java/com/acme/FooIT.java',
      'web/__tests__/a.py', 'pkg/contest.py', 'pkg/testimony.py', 'src/main/java/com/acme/Testing.java', 'pkg/attest/a.py',
    ];
    for (const p of paths) expect(sqlSays(p), p).toBe(isTestPath(p));
  });

  // pytest keeps its own tests in a top-level testing/; a package's testing/ is a library it ships for
  // its users' tests (sphinx.testing, alembic.testing), whose fixtures and plugins are registrations
  it('calls a top-level testing/ tests and a package\'s testing/ library code', () => {
    expect(isTestPath('testing/util.py')).toBe(true);
    expect(isTestPath('testing/python/collect.py')).toBe(true);
    expect(isTestPath('sphinx/testing/fixtures.py')).toBe(false);
    expect(isTestPath('alembic/testing/suite/test_op.py')).toBe(true);
    expect(isTestPath('pkg/tests/helpers.py')).toBe(true);
  });
});
