import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A Java annotation of the repo whose element the repo's own code reads and hands to a method that stores
 * it (`String name = job.value(); register(name, handler)` where `register` puts it into a map): the
 * annotation's element is a registration slot, as a Python decorator whose function stores its argument is.
 * A look-alike annotation whose element is only formatted into a log line stores nothing.
 */
const J = 'src/main/java/com/acme';
const FILES: Record<string, string> = {
  [`${J}/jobs/Job.java`]: [
    'package com.acme.jobs;',
    'import java.lang.annotation.*;',
    '@Retention(RetentionPolicy.RUNTIME)',
    '@Target(ElementType.METHOD)',
    'public @interface Job {',
    '  String value();',
    '}',
    '',
  ].join('\n'),
  [`${J}/jobs/Audit.java`]: [
    'package com.acme.jobs;',
    'import java.lang.annotation.*;',
    '@Retention(RetentionPolicy.RUNTIME)',
    'public @interface Audit {',
    '  String value();',
    '}',
    '',
  ].join('\n'),
  [`${J}/jobs/JobRunner.java`]: [
    'package com.acme.jobs;',
    'import java.lang.reflect.Method;',
    'import java.util.Map;',
    'import java.util.concurrent.ConcurrentHashMap;',
    'public class JobRunner {',
    '  private final Map<String, Method> handlers = new ConcurrentHashMap<>();',
    '  public void register(String name, Method method) {',
    '    handlers.put(name, method);',
    '  }',
    '  public Method find(String name) {',
    '    return handlers.get(name);',
    '  }',
    '  public void scan(Object bean) {',
    '    for (Method m : bean.getClass().getDeclaredMethods()) {',
    '      Job job = m.getAnnotation(Job.class);',
    '      if (job == null) continue;',
    '      String name = job.value();',
    '      register(name, m);',
    '    }',
    '  }',
    '  public void audit(Method m) {',
    '    Audit audit = m.getAnnotation(Audit.class);',
    '    System.out.println("audit: " + audit.value());',
    '    log(audit.value());',
    '  }',
    '  private void log(String text) {',
    '    System.out.println(text);',
    '  }',
    '}',
    '',
  ].join('\n'),
  [`${J}/app/Reports.java`]: [
    'package com.acme.app;',
    'import com.acme.jobs.Audit;',
    'import com.acme.jobs.Job;',
    'public class Reports {',
    '  @Job("nightlyReport") @Audit("runs the nightly report") public void nightly() {}',
    '  @Job("weeklyDigest") @Audit("sends the weekly digest") public void weekly() {}',
    '  @Job("purgeLogs") @Audit("purges old logs") public void purge() {}',
    '}',
    '',
  ].join('\n'),
};

describe('an annotation whose element the repo stores', () => {
  const fx = rankedFixture(FILES);

  it('reads the element handed to a storing method as the storage of that annotation slot', () => {
    const job = fx.find((c) => c.subject === 'com.acme.jobs.Job' && c.position === 'value', '@Job value');
    expect(job.features.storage).toBe(true);
    expect(job.features.storageContainer).toBe('com.acme.jobs.JobRunner.handlers');
    expect(job.weak).toBe(false);
  });

  it('leaves an annotation whose element is only logged without storage, beneath the stored one', () => {
    const job = fx.find((c) => c.subject === 'com.acme.jobs.Job' && c.position === 'value', '@Job value');
    const audit = fx.find((c) => c.subject === 'com.acme.jobs.Audit' && c.position === 'value', '@Audit value');
    expect(audit.features.storage).toBe(false);
    expect(fx.cands.indexOf(audit)).toBeGreaterThan(fx.cands.indexOf(job));
  });
});
