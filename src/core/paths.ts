/** Repo-relative path helpers: POSIX separators on the wire, whatever the platform. */

export function toPosix(p: string): string {
  return p.split('\\').join('/');
}

// (a top-level testing/ is pytest's own tests; a package's testing/, sphinx.testing, is a library it ships)
const TEST_DIR = /(^|\/)(tests?|__tests__|src\/test)\/|^testing\//;
const TEST_FILE = /(^|\/)(test_[^/]*\.py|[^/]*_tests?\.py|conftest\.py|[^/]*Tests?\.java|[^/]*IT\.java)$/;

/** True for files that are tests by the conventions of pytest, unittest, Maven and Gradle. */
export function isTestPath(path: string): boolean {
  return TEST_DIR.test(path) || TEST_FILE.test(path);
}

/** Removes C0/C1 control characters and escape sequences before text reaches a terminal. */
export function stripControl(text: string): string {
  return text
    .replace(/\x1b\[[0-?]*[ -/]*[@-~]/g, '')
    .replace(/\x1b\][^\x07\x1b]*(\x07|\x1b\\)?/g, '')
    .replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, '')
    .replace(/\t/g, ' ');
}
