import { beforeAll, describe, expect, it } from 'vitest';
import { rankedFixture, rows, scanFixture, writeRepo } from '../helpers/repo.js';

describe('constant folding of symbolic keys', () => {
  let db: string;
  const site = async (file: string): Promise<Record<string, unknown>[]> =>
    rows(db, `SELECT value, key, tier, folded_from FROM key_sites WHERE file = '${file}' AND key_kind = 'symbolic' ORDER BY line`);

  beforeAll(() => {
    db = scanFixture(writeRepo({
      'ev/__init__.py': '',
      'ev/types.py': 'import enum\nclass Events(str, enum.Enum):\n    PAID = "payment.paid"\nclass Names:\n    REFUND = "refund.created"\nTIMEOUT_KEY = "payments.timeout"\n',
      'ev/use_enum.py': 'from ev.types import Events\n@register(Events.PAID)\ndef a(): pass\n@register(Events.PAID.value)\ndef b(): pass\n',
      'ev/use_class.py': 'from ev import types\n@register(types.Names.REFUND)\ndef c(): pass\n',
      'ev/use_module.py': 'from ev.types import TIMEOUT_KEY\nregister(TIMEOUT_KEY)\n',
      'ev/local.py': 'LOCAL_KEY = "local.key"\nregister(LOCAL_KEY)\nregister(MISSING_KEY)\n',
      'ns/events.py': 'PAID = "order.paid"\n',
      'ev/colors.py': 'BLACK = "black"\nDARK_RED = "dark red"\n_BASIC = [\n    BLACK,\n    DARK_RED,\n    helper,\n]\ndef f():\n    local = [BLACK]\n',
      'ev/methods.py': 'from typing import Final, Set\nMETH_GET = "GET"\nMETH_PUT = "PUT"\nMETH_ALL: Final[Set[str]] = {\n    METH_GET,\n    METH_PUT,\n}\nMETH_SAFE = frozenset({METH_GET})\n',
      'ns/use.py': 'from ns import events\nfrom ns.events import PAID\nregister(events.PAID)\nregister(PAID)\n',
      'ev/tsig.py': 'import hashlib\nfrom ev import names\nHMAC_MD5 = names.from_text("hmac-md5.sig-alg.reg.int")\nHMAC_SHA1 = names.from_text("hmac-sha1")\nlabel = names.from_text("not-a-constant")\ndef f():\n    LATER = names.from_text("inside")\nHASHES = {\n    HMAC_MD5: hashlib.md5,\n    HMAC_SHA1: hashlib.sha1,\n    label: None,\n}\n',
      'src/main/java/com/acme/Names.java': 'package com.acme;\npublic class Names {\n  public static final String ADYEN = "adyen";\n}\n',
      'src/main/java/com/acme/Client.java': 'package com.acme;\nimport org.springframework.beans.factory.annotation.Qualifier;\n@Qualifier(Names.ADYEN)\npublic class Client {}\n',
    }));
  });

  it('enum members, with and without .value', async () => {
    expect(await site('ev/use_enum.py')).toEqual([
      { value: 'Events.PAID', key: 'payment.paid', tier: 'folded', folded_from: 'ev.types.Events.PAID' },
      { value: 'Events.PAID.value', key: 'payment.paid', tier: 'folded', folded_from: 'ev.types.Events.PAID' },
    ]);
  });

  it('a class constant reached through a module import', async () => {
    expect(await site('ev/use_class.py')).toEqual([{ value: 'types.Names.REFUND', key: 'refund.created', tier: 'folded', folded_from: 'ev.types.Names.REFUND' }]);
  });

  it('an imported module constant, and a constant of the same file', async () => {
    expect(await site('ev/use_module.py')).toEqual([{ value: 'TIMEOUT_KEY', key: 'payments.timeout', tier: 'folded', folded_from: 'ev.types.TIMEOUT_KEY' }]);
    const local = await site('ev/local.py');
    expect(local[0]).toEqual({ value: 'LOCAL_KEY', key: 'local.key', tier: 'folded', folded_from: 'ev.local.LOCAL_KEY' });
  });

  it('a name that is not a constant stays symbolic', async () => {
    const local = await site('ev/local.py');
    expect(local[1]).toEqual({ value: 'MISSING_KEY', key: null, tier: 'symbolic', folded_from: null });
  });

  it('a module constant of a namespace package (a folder without __init__.py), written through its module', async () => {
    expect(await site('ns/use.py')).toEqual([
      { value: 'events.PAID', key: 'order.paid', tier: 'folded', folded_from: 'events.PAID' },
      { value: 'PAID', key: 'order.paid', tier: 'folded', folded_from: 'events.PAID' },
    ]);
  });

  it('constants of the same module listed in a module-level table are its elements; a lower-case name and a list in a function are not', async () => {
    expect(await rows(db, "SELECT value, role, container, key, tier FROM key_sites WHERE file = 'ev/colors.py' AND key_kind = 'symbolic' ORDER BY line")).toEqual([
      { value: 'BLACK', role: 'collection_elem', container: '_BASIC', key: 'black', tier: 'folded' },
      { value: 'DARK_RED', role: 'collection_elem', container: '_BASIC', key: 'dark red', tier: 'folded' },
    ]);
  });

  it('so are the constants of a set, annotated or passed to frozenset (aiohttp: METH_ALL = {METH_GET, ...})', async () => {
    expect(await rows(db, "SELECT value, role, container, key, tier FROM key_sites WHERE file = 'ev/methods.py' AND key_kind = 'symbolic' ORDER BY line")).toEqual([
      { value: 'METH_GET', role: 'collection_elem', container: 'METH_ALL', key: 'GET', tier: 'folded' },
      { value: 'METH_PUT', role: 'collection_elem', container: 'METH_ALL', key: 'PUT', tier: 'folded' },
      { value: 'METH_GET', role: 'collection_elem', container: 'METH_SAFE', key: 'GET', tier: 'folded' },
    ]);
  });

  it('a module constant made from one string (HMAC_MD5 = names.from_text("...")) stands for it; a lower-case name does not', async () => {
    expect(await rows(db, "SELECT value, role, container, key, tier FROM key_sites WHERE file = 'ev/tsig.py' AND key_kind = 'symbolic' AND role = 'dict_key' ORDER BY line")).toEqual([
      { value: 'HMAC_MD5', role: 'dict_key', container: 'HASHES', key: 'hmac-md5.sig-alg.reg.int', tier: 'folded' },
      { value: 'HMAC_SHA1', role: 'dict_key', container: 'HASHES', key: 'hmac-sha1', tier: 'folded' },
    ]);
    expect(await rows(db, "SELECT name FROM constants WHERE file = 'ev/tsig.py' ORDER BY name")).toEqual([{ name: 'HMAC_MD5' }, { name: 'HMAC_SHA1' }]);
    // the call only wraps the constant's value: its slot is no registry of its own
    expect(await rows(db, "SELECT role, container FROM literals WHERE file = 'ev/tsig.py' AND value = 'hmac-sha1'")).toEqual([{ role: 'assign', container: 'HMAC_SHA1' }]);
    expect(await rows(db, "SELECT role FROM literals WHERE file = 'ev/tsig.py' AND value IN ('not-a-constant', 'inside') ORDER BY value")).toEqual([{ role: 'call_arg' }, { role: 'call_arg' }]);
  });

  it('a Java static final String', async () => {
    expect(await site('src/main/java/com/acme/Client.java')).toEqual([
      { value: 'Names.ADYEN', key: 'adyen', tier: 'folded', folded_from: 'com.acme.Names.ADYEN' },
    ]);
  });
});

/** A table keyed by constants (`{Provider.EC2: ("pkg.ec2", "Ec2Driver")}`) declares the constants' values. */
describe('a table keyed by constants', () => {
  const fx = rankedFixture({
    'cloud/__init__.py': '',
    'cloud/types.py': 'class Provider:\n    EC2 = "ec2"\n    GCE = "gce"\n    AZURE = "azure"\n',
    'cloud/providers.py': [
      'from cloud.types import Provider',
      'DRIVERS = {',
      '    Provider.EC2: "cloud.drivers.ec2.Ec2Driver",',
      '    Provider.GCE: "cloud.drivers.gce.GceDriver",',
      '    Provider.AZURE: "cloud.drivers.azure.AzureDriver",',
      '    lower_case_name: "cloud.drivers.other.Other",',
      '}',
      'def get_driver(name):',
      '    return DRIVERS[name]',
      '',
    ].join('\n'),
    'cloud/drivers/__init__.py': '',
    'cloud/drivers/ec2.py': 'class Ec2Driver: pass\n',
    'cloud/drivers/gce.py': 'class GceDriver: pass\n',
    'cloud/drivers/azure.py': 'class AzureDriver: pass\n',
    'app.py': 'from cloud.providers import get_driver\nget_driver("ec2")\n',
  });

  it('folds the constant keys into the table, and leaves a name that is no constant out', async () => {
    const keys = await rows(fx.db, "SELECT key, tier FROM key_sites WHERE container = 'DRIVERS' AND role = 'dict_key' ORDER BY key");
    expect(keys).toEqual([{ key: 'azure', tier: 'folded' }, { key: 'ec2', tier: 'folded' }, { key: 'gce', tier: 'folded' }]);
    const t = fx.find((c) => c.subject === 'cloud/providers.py::DRIVERS' && c.role === 'dict_key', 'the DRIVERS keys');
    expect(t.distinctKeys).toBe(3);
    expect(t.features.lookupHits).toBe(1);
  });
});
