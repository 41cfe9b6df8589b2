import { describe, expect, it } from 'vitest';
import { ranked, rankedFixture } from '../helpers/repo.js';

/**
 * The model a view template is rendered with is a registry whose lookups are in the templates:
 * `velocityContext.put("packageName", ...)` is read as `${packageName}` in a `.vm` file, a returned
 * `{"nav": nav, "config": config}` as `{{ nav }}` in a theme, `context.setVariable("user", user)` as
 * `${user.login}` in a Thymeleaf page. A method's own map that no template reads stays a record.
 */
const FILES: Record<string, string> = {
  'gen/src/main/java/com/acme/gen/VelocityUtils.java': [
    'package com.acme.gen;',
    'import java.util.HashMap;',
    'import java.util.Map;',
    'import org.apache.velocity.VelocityContext;',
    'public class VelocityUtils {',
    '  public static VelocityContext prepareContext(Table t) {',
    '    VelocityContext velocityContext = new VelocityContext();',
    '    velocityContext.put("packageName", t.getPackageName());',
    '    velocityContext.put("ClassName", t.getClassName());',
    '    velocityContext.put("functionName", t.getFunctionName());',
    '    velocityContext.put("columns", t.getColumns());',
    '    velocityContext.put("author", t.getAuthor());',
    '    setTreeContext(velocityContext, t);',
    '    return velocityContext;',
    '  }',
    '  public static void setTreeContext(VelocityContext context, Table t) {',
    '    context.put("treeCode", t.getTreeCode());',
    '    context.put("treeName", t.getTreeName());',
    '    context.put("treeParentCode", t.getParent());',
    '  }',
    '  public static Map<String, Object> result(int code) {',
    '    Map<String, Object> body = new HashMap<>();',
    '    body.put("code", code);',
    '    body.put("msg", "ok");',
    '    body.put("data", null);',
    '    body.put("columns", null);',
    '    return body;',
    '  }',
    '}',
  ].join('\n'),
  'gen/src/main/resources/vm/java/domain.java.vm': [
    'package ${packageName}.domain;',
    '/** ${functionName} by ${author} */',
    'public class ${ClassName} {',
    '#foreach ($column in $columns)',
    '  private $column.javaType $column.javaField;',
    '#end',
    '#if($treeCode) // $treeName $treeParentCode',
    '#end',
    '}',
  ].join('\n'),
  'gen/src/main/java/com/acme/mail/MailService.java': [
    'package com.acme.mail;',
    'import org.thymeleaf.context.Context;',
    'public class MailService {',
    '  public String activation(User user, String base) {',
    '    Context context = new Context();',
    '    context.setVariable("user", user);',
    '    context.setVariable("baseUrl", base);',
    '    return engine.process("mail/activationEmail", context);',
    '  }',
    '}',
  ].join('\n'),
  'gen/src/main/resources/templates/mail/activationEmail.html': [
    '<html><body>',
    '<p th:text="${user.login}">Dear</p>',
    '<a th:href="@{|${baseUrl}/account/activate?key=${user.activationKey}|}">link</a>',
    '</body></html>',
  ].join('\n'),
  'site/__init__.py': '',
  'site/build.py': [
    'def get_context(nav, files, config, page=None, base_url=""):',
    '    extra_css = config.extra_css',
    '    return {',
    '        "nav": nav,',
    '        "base_url": base_url,',
    '        "extra_css": extra_css,',
    '        "config": config,',
    '        "page": page,',
    '    }',
    '',
    'def stats(files):',
    '    return {"count": len(files), "size": 0, "skipped": 0}',
    '',
  ].join('\n'),
  'site/themes/plain/base.html': [
    '<title>{{ config.site_name }}{% if page.title %} - {{ page.title }}{% endif %}</title>',
    '{% for css in extra_css %}<link href="{{ base_url }}/{{ css }}">{% endfor %}',
    '{% for item in nav %}{{ item.title }}{% endfor %}',
  ].join('\n'),
};

describe('models that view templates read', () => {
  const fx = rankedFixture(FILES);

  it('a method-local map filled with names that a Velocity template reads is a backed table, its maps in one file one row', async () => {
    const main = fx.find((c) => c.subject.endsWith('VelocityUtils.java::velocityContext'), 'velocityContext');
    expect(main.weak).toBe(false);
    expect(main.features.templateReads).toBe(5);
    expect(main.features.declShare).toBe(1);
    const part = fx.find((c) => c.subject.endsWith('VelocityUtils.java::context'), 'context');
    expect(part.features.templateReads).toBe(3);
    const rows = (await ranked(fx.db, { allMembers: false })).filter((c) => c.subject.includes('VelocityUtils.java::'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.members?.map((m) => m.subject).sort()).toEqual([
      'gen/src/main/java/com/acme/gen/VelocityUtils.java::context',
      'gen/src/main/java/com/acme/gen/VelocityUtils.java::velocityContext',
    ]);
  });

  it('a map whose names templates do not read, one name aside, is no table', () => {
    expect(fx.cands.some((c) => c.subject.endsWith('VelocityUtils.java::body'))).toBe(false);
  });

  it('a call slot whose names a Thymeleaf page reads fills its model, wherever the call runs', () => {
    const slot = fx.find((c) => c.subject === 'context.setVariable' && c.position === '0', 'setVariable');
    expect(slot.features.templateReads).toBe(2);
    expect(slot.features.declShare).toBe(1);
    expect(slot.weak).toBe(false);
  });

  it('a dict a function returns to a Jinja theme is a backed table; a returned record is not one', () => {
    const ctx = fx.find((c) => c.subject === 'site/build.py::return' && c.role === 'dict_key', 'returned context');
    expect(ctx.features.templateReads).toBe(5);
    expect(ctx.weak).toBe(false);
    expect(fx.cands.filter((c) => c.subject === 'site/build.py::return')).toHaveLength(1);
  });
});
