import { describe, expect, it } from 'vitest';
import type { FileFacts } from '../../../src/core/types.js';
import java from '../../../src/languages/java/index.js';
import { extractText } from '../../helpers/extract.js';

const PATH = 'src/main/java/com/acme/cache/HomeCache.java';
const SYM = `${PATH}::`;

async function facts(src: string): Promise<FileFacts> {
  return extractText(java, PATH, src);
}

const SRC = `package com.acme.cache;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

public class HomeCache {
    private static ConcurrentHashMap<String, Map<String, Object>> cache = new ConcurrentHashMap<>();
    private final Map<String, List<Runnable>> listeners = new HashMap<>();
    private final Uploader uploader = new Uploader();
    private final Map<String, Integer> counts = new HashMap<>();

    public static void load(String key, Map<String, Object> data) {
        Map<String, Object> copy = new HashMap<>();
        copy.putAll(data);
        cache.put(key, copy);
    }

    public static Map<String, Object> get(String key) {
        return cache.get(key);
    }

    public void on(String event, Runnable r) {
        this.listeners.computeIfAbsent(event, k -> new ArrayList<>()).add(r);
    }

    public void upload(InputStream in, String name) {
        uploader.put(in, name);
    }

    public void bump(String word) {
        counts.merge(word, 1, Integer::sum);
    }

    public Map<String, Object> local(String key, Object v) {
        Map<String, Object> m = new HashMap<>();
        m.put(key, v);
        return m;
    }

    public void register(String key, Map<String, Object> data) {
        load(key, data);
    }

    public void fail(String entity, String field, Object value) {
        String msg = entity + " not found: " + field + " is " + value;
        log(String.format("%s again", field));
        throw new IllegalStateException(msg);
    }

    public String pick(String kind) {
        if (kind == null) return "none: " + kind;
        return kind;
    }

    public void varargs(String first, String... rest) {}
}
`;

describe('java registry facts', () => {
  it('gives methods and constructors their parameters, a varargs one as *name', async () => {
    const f = await facts(SRC);
    const def = (q: string) => f.definitions.find((d) => d.qualName === q)!;
    expect(def('HomeCache.load').params).toEqual(['key', 'data']);
    expect(def('HomeCache.varargs').params).toEqual(['first', '*rest']);
    expect(def('HomeCache.cache').params ?? null).toBeNull();
  });

  it('marks the parameters a body only concatenates or formats into text', async () => {
    const f = await facts(SRC);
    const def = (q: string) => f.definitions.find((d) => d.qualName === q)!;
    expect(def('HomeCache.fail').textParams).toEqual(['entity', 'field', 'value']);
    // one use in text, one returned: the key reaches more than a message
    expect(def('HomeCache.pick').textParams ?? null).toBeNull();
    expect(def('HomeCache.load').textParams ?? null).toBeNull();
  });

  it('records a parameter put into a map field as storage, and nothing put into a local map or a non-map', async () => {
    const f = await facts(SRC);
    expect(f.storageWrites.map((w) => [w.symbol, w.keyParam, w.keyParamIndex, w.containerPath, w.kind])).toEqual([
      [`${SYM}HomeCache.load`, 'key', 0, 'com.acme.cache.HomeCache.cache', 'subscript'],
      [`${SYM}HomeCache.on`, 'event', 0, 'com.acme.cache.HomeCache.listeners', 'append'],
    ]);
  });

  it('records a read of a map field by a computed key as an access to that container', async () => {
    const f = await facts(SRC);
    expect(f.containerAccesses.map((a) => [a.enclosingSymbol, a.containerPath, a.kind, a.keyText])).toEqual([
      [`${SYM}HomeCache.get`, 'com.acme.cache.HomeCache.cache', 'get', 'key'],
    ]);
  });

  it('records a parameter handed on to a method of the same class by its qualified path', async () => {
    const f = await facts(SRC);
    const fwd = f.keyForwards.find((k) => k.symbol === `${SYM}HomeCache.register` && k.param === 'key')!;
    expect(fwd).toMatchObject({ paramIndex: 0, calleePath: 'com.acme.cache.HomeCache.load', argIndex: 0, keyword: null });
  });
});

describe('java enums looked up by a field', () => {
  const ENUM = `package com.acme.db;

public enum DataType {
    MYSQL("mysql", "MySQL", 1),
    ORACLE("oracle", "Oracle", 2);

    private final String feature;
    private final String desc;
    private final int order;

    DataType(String feature, String desc, int order) {
        this.feature = feature;
        this.desc = desc;
        this.order = order;
    }

    public String getDesc() { return desc; }

    public static DataType urlOf(String url) {
        for (DataType d : values()) {
            if (url.startsWith("jdbc:" + d.feature)) return d;
        }
        return null;
    }

    public static DataType byDesc(String text) {
        return java.util.Arrays.stream(values()).filter(e -> e.getDesc().equalsIgnoreCase(text)).findFirst().orElse(null);
    }

    public static int total() {
        int n = 0;
        for (DataType d : values()) n += d.order;
        return n;
    }
}
`;

  it('records a field a map of the constants is keyed by, filled in a static block or collected', async () => {
    const f = await extractText(java, 'src/main/java/com/acme/db/Status.java', `package com.acme.db;
import java.util.*;
import java.util.stream.*;
public enum Status {
    PAID("paid", "P"), SHIPPED("shipped", "S");
    private static final Map<String, Status> BY_CODE = new HashMap<>();
    private static final Map<String, Status> BY_SHORT = Arrays.stream(values()).collect(Collectors.toMap(Status::getShortName, s -> s));
    static { for (Status s : values()) BY_CODE.put(s.code, s); }
    private final String code;
    private final String shortName;
    Status(String code, String shortName) { this.code = code; this.shortName = shortName; }
    public String getShortName() { return shortName; }
    public static Status of(String code) { return BY_CODE.get(code); }
}
`);
    expect(f.containerAccesses.filter((a) => a.kind === 'attribute').map((a) => [a.containerPath, a.keyText]).sort()).toEqual([
      ['com.acme.db.Status', 'code'],
      ['com.acme.db.Status', 'shortName'],
    ]);
  });

  it('records each field a walk over values() compares, by loop or by stream, as an attribute read of the enum', async () => {
    const f = await extractText(java, 'src/main/java/com/acme/db/DataType.java', ENUM);
    expect(f.containerAccesses.filter((a) => a.kind === 'attribute').map((a) => [a.enclosingSymbol.split('::')[1], a.containerPath, a.keyText])).toEqual([
      ['DataType.urlOf', 'com.acme.db.DataType', 'feature'],
      ['DataType.byDesc', 'com.acme.db.DataType', 'desc'],
    ]);
  });
});

describe('constructors a type gets without declaring one', () => {
  it("names Lombok's @AllArgsConstructor and @RequiredArgsConstructor parameters, and a record's components", async () => {
    const f = await extractText(java, 'src/main/java/com/acme/Codes.java', `package com.acme;
import lombok.AllArgsConstructor;
import lombok.RequiredArgsConstructor;
@Getter
@AllArgsConstructor
public enum Codes {
    RESET("reset_code_", "Reset by phone");
    private static final String PREFIX = "x";
    private final String key;
    private final String description;
}
@RequiredArgsConstructor
class Sender {
    private final String channel;
    private final int retries = 3;
    private String note;
}
@AllArgsConstructor
class Own {
    private String a;
    Own() {}
}
record Point(String name, int x) {}
`);
    const init = (q: string) => f.definitions.find((d) => d.qualName === `${q}.<init>`);
    expect(init('Codes')).toMatchObject({ kind: 'constructor', params: ['key', 'description'], parentSymbol: 'src/main/java/com/acme/Codes.java::Codes' });
    expect(init('Sender')?.params).toEqual(['channel']);
    // a type that declares its constructor keeps it
    expect(f.definitions.filter((d) => d.qualName === 'Own.<init>').map((d) => d.params)).toEqual([[]]);
    expect(init('Point')?.params).toEqual(['name', 'x']);
  });
});
