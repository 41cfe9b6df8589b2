import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, tempDir } from '../helpers/cli.js';

function write(root: string, files: Record<string, string>): void {
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
}

function refs(db: string): Map<string, { target_file: string | null; target_symbol: string | null; status: string }> {
  const r = runCli(['sql', '--db', db, '--json', 'SELECT value, target_file, target_symbol, status FROM dotted_refs']);
  expect(r.code, r.stderr).toBe(0);
  return new Map((JSON.parse(r.stdout) as { value: string; target_file: string | null; target_symbol: string | null; status: string }[]).map((x) => [x.value, x]));
}

describe('dotted-path resolution from every source root', () => {
  let db: string;
  beforeAll(() => {
    const work = tempDir();
    const repo = join(work, 'repo');
    write(repo, {
      // a src/ layout
      'pyproject.toml': '[project]\nname = "acme"\n',
      // a package naming what it imports (`acme.Csv`), and one naming a subpackage's re-export
      'src/acme/__init__.py': 'from .plugins import CsvPlugin as Csv\nfrom acme.io import JsonReader\n',
      'src/acme/plugins.py': 'class CsvPlugin:\n    pass\n',
      'src/acme/io/__init__.py': 'from acme.io.readers import JsonReader\n',
      'src/acme/io/readers.py': 'class JsonReader:\n    pass\n',
      'service/shop/readers.py': 'READERS = ["acme.Csv", "acme.io.JsonReader", "acme.JsonReader", "acme.Nothing", "acme.io.JsonReader.load"]\n',
      // a project folder below the repository root
      'service/manage.py': 'import os\nos.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")\n',
      'service/shop/__init__.py': '',
      'service/shop/settings.py': 'MIDDLEWARE = ["shop.middleware.Timing", "django.middleware.common.CommonMiddleware"]\nPLUGINS = ["acme.plugins.CsvPlugin", "acme.plugins:CsvPlugin", "acme.plugins.Missing"]\n',
      'service/shop/middleware.py': 'class Timing:\n    pass\n',
      // a namespace package (no __init__.py) under src/
      'src/nsorg/tools/convert.py': 'def run():\n    pass\n',
      'service/shop/uses.py': 'TARGET = "nsorg.tools.convert.run"\nNAME = "orders:detail"\n',
    });
    db = join(work, 'index.duckdb');
    expect(runCli(['scan', repo, '--db', db]).code).toBe(0);
  });

  it('resolves from src/, a project folder, and a namespace package', () => {
    const r = refs(db);
    expect(r.get('shop.settings')).toMatchObject({ target_file: 'service/shop/settings.py', status: 'module' });
    expect(r.get('shop.middleware.Timing')).toMatchObject({ target_file: 'service/shop/middleware.py', target_symbol: 'service/shop/middleware.py::Timing', status: 'symbol' });
    expect(r.get('acme.plugins.CsvPlugin')).toMatchObject({ target_symbol: 'src/acme/plugins.py::CsvPlugin' });
    expect(r.get('acme.plugins:CsvPlugin')).toMatchObject({ target_symbol: 'src/acme/plugins.py::CsvPlugin' });
    expect(r.get('nsorg.tools.convert.run')).toMatchObject({ target_symbol: 'src/nsorg/tools/convert.py::run' });
  });

  it('follows a package\'s re-exports to what they name, through a subpackage\'s too', () => {
    const r = refs(db);
    expect(r.get('acme.Csv')).toMatchObject({ target_symbol: 'src/acme/plugins.py::CsvPlugin', status: 'symbol' });
    expect(r.get('acme.io.JsonReader')).toMatchObject({ target_symbol: 'src/acme/io/readers.py::JsonReader', status: 'symbol' });
    expect(r.get('acme.JsonReader')).toMatchObject({ target_symbol: 'src/acme/io/readers.py::JsonReader', status: 'symbol' });
    // (an attribute below the re-exported name resolves to the longest definition, as a plain path does)
    expect(r.get('acme.io.JsonReader.load')).toMatchObject({ target_symbol: 'src/acme/io/readers.py::JsonReader' });
    expect(r.get('acme.Nothing')?.target_symbol ?? null).toBeNull();
  });

  it('keeps what matches nothing, marked unresolved', () => {
    const r = refs(db);
    expect(r.get('django.middleware.common.CommonMiddleware')).toMatchObject({ target_file: null, status: 'unresolved' });
    expect(r.get('orders:detail')).toMatchObject({ status: 'unresolved' });
    expect(r.get('acme.plugins.Missing')?.target_symbol ?? null).toBeNull();
  });
});

describe('the Django sample: every import-path string resolves to its file and symbol', () => {
  it('matches expectations.yaml', () => {
    const sample = join(ROOT, 'sample-repos', 'django-service');
    const expected = parse(readFileSync(join(sample, 'expectations.yaml'), 'utf8')) as {
      dotted_strings: { value: string; file: string; symbol: string | null; via: string }[];
      external_dotted_strings: string[];
    };
    const db = join(tempDir(), 'django.duckdb');
    expect(runCli(['scan', sample, '--db', db]).code).toBe(0);
    const r = refs(db);
    const checked = expected.dotted_strings.filter((d) => d.via === 'import_path');
    expect(checked.length).toBeGreaterThan(15);
    for (const d of checked) {
      const got = r.get(d.value);
      expect(got?.target_file, d.value).toBe(d.file);
      expect(got?.target_symbol ?? null, d.value).toBe(d.symbol ? `${d.file}::${d.symbol}` : null);
    }
    for (const v of expected.external_dotted_strings) expect(r.get(v)?.target_file ?? null, v).toBeNull();
  });
});
