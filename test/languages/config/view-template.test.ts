import { describe, expect, it } from 'vitest';
import { languageFor } from '../../../src/languages/index.js';
import viewTemplate, { engineOf, templateReads } from '../../../src/languages/view-template/index.js';
import { brief, FIELDS, run } from './rows.js';

const reads = (text: string, engine: Parameters<typeof templateReads>[1]): string[] => templateReads(text, engine).reads.map((r) => r.name);

describe('view-template pack', () => {
  it('owns template files by extension, and HTML pages only in a folder of templates or themes', () => {
    expect(engineOf('ruoyi-generator/src/main/resources/vm/java/domain.java.vm')).toBe('velocity');
    expect(engineOf('eladmin-generator/src/main/resources/template/admin/Controller.ftl')).toBe('freemarker');
    expect(engineOf('app/templates/base.jinja2')).toBe('jinja');
    expect(engineOf('src/main/webapp/WEB-INF/jsp/index.jsp')).toBe('jsp');
    expect(engineOf('src/main/resources/templates/mail/activationEmail.html')).toBe('html');
    expect(engineOf('mkdocs/themes/mkdocs/base.html')).toBe('html');
    // a single-page app's pages and static files read component state, not a server's model
    expect(engineOf('src/main/webapp/app/home/home.component.html')).toBeNull();
    expect(engineOf('src/main/resources/static/index.html')).toBeNull();
    expect(engineOf('docs/index.html')).toBeNull();
    expect(engineOf('app/templates/node_modules/x/templates/a.html')).toBeNull();
    expect(languageFor('vm/java/domain.java.vm')?.id).toBe('view-template');
    // an XML file stays spring-xml's, a Java file Java's
    expect(languageFor('templates/beans.xml')?.id).toBe('spring-xml');
    expect(languageFor('templates/Foo.java')?.id).toBe('java');
    expect(viewTemplate.grammar).toBeNull();
  });

  it('reads Velocity references, not the names the template binds itself nor a page script\'s `this.$refs`', () => {
    const vm = [
      'package ${packageName}.domain;',
      '#set($pk = $pkColumn.javaField)',
      '#foreach ($column in $columns)',
      '  private $column.javaType $column.javaField; // $!{functionName} $pk',
      '#end',
      '## $commented',
      '#* $alsoCommented *#',
      'this.$refs["form"].validate(); $velocityCount',
    ].join('\n');
    expect(reads(vm, 'velocity')).toEqual(['packageName', 'pkColumn', 'columns', 'functionName']);
  });

  it('reads FreeMarker interpolations and directives, without list and assign variables', () => {
    const ftl = '<#-- ${hidden} -->\npackage ${package}.rest;\n<#if hasTimestamp>import x;</#if>\n<#list columns as column>${column.name} ${className}</#list>\n<#assign upper = className?upper_case>${upper}\n';
    expect(reads(ftl, 'freemarker')).toEqual(['package', 'hasTimestamp', 'columns', 'className']);
  });

  it('reads Jinja and Django variables and tags, and Django URL names under `url`', () => {
    const html = [
      '{# {{ hidden }} #}',
      '<title>{{ config.site_name }}{% if page.title %} - {{ page.title|e }}{% endif %}</title>',
      '{% for nav_item in nav %}{{ nav_item.title }}{{ loop.index }}{% endfor %}',
      '{% set extra = extra_css %}{{ extra }}{%- if not base_url %}{% endif %}',
      '{% macro link(href, title=None) %}{{ href }}{{ title }}{% endmacro %}{% with total=count %}{{ total }}{% endwith %}',
      '<a href="{% url \'orders:detail\' pk %}">{{ _("Home") }}{{ csrf_token }}</a>',
    ].join('\n');
    const got = templateReads(html, 'html');
    expect(got.reads.map((r) => r.name)).toEqual(['config', 'page', 'page', 'nav', 'extra_css', 'base_url', 'count']);
    expect(got.urls.map((r) => r.name)).toEqual(['orders:detail']);
  });

  it('reads Thymeleaf and JSP expressions, not utility objects, bean references, EL functions or loop variables', () => {
    const page = '<p th:text="${user.login}">x</p><p th:each="item : ${items}" th:text="${item.name}"></p>'
      + '<span th:text="${#temporals.format(date)}"></span><span th:text="${@beans.x}"></span><a th:href="@{|${baseUrl}/x|}"></a>';
    expect(reads(page, 'html')).toEqual(['user', 'items', 'baseUrl']);
    const fragment = '<div th:fragment="input (label, name, type)"><label th:text="${label}"></label><input th:type="${type}" th:field="*{__${name}__}"/>${owner}</div>';
    expect(reads(fragment, 'html')).toEqual(['owner']);
    const jsp = '<%-- ${hidden} --%><c:forEach var="row" items="${rows}">${row.id} ${fn:escapeXml(title)} ${param.q} ${pageTitle}</c:forEach>';
    expect(reads(jsp, 'jsp')).toEqual(['rows', 'pageTitle']);
  });

  it('emits one config_ref per variable and line, at the variable, as a scan worker stores it', () => {
    const path = 'gen/src/main/resources/vm/java/controller.java.vm';
    const facts = run(viewTemplate, path, '\uFEFFimport ${packageName}.x;\nclass ${ClassName} { ${ClassName} }\n#if($table.crud)\n');
    expect(facts.errors).toEqual([]);
    const row = (value: string, line: number, col: number) => ({ role: 'config_ref', value, container: 'velocity', dictKey: null, keyword: null, callee: 'variable', line, col });
    expect(facts.literals.map(brief)).toEqual([row('packageName', 1, 10), row('ClassName', 2, 9), row('table', 3, 6)]);
    expect(Object.keys(facts.literals[0]!).sort()).toEqual([...FIELDS].sort());
    expect(facts.literals[0]).toMatchObject({ calleePath: 'view-template.variable', language: 'view-template', keyKind: 'literal' });
  });

  it('gives no rows for a page without template syntax, and survives unclosed expressions', () => {
    expect(run(viewTemplate, 'templates/plain.html', '<html><body>Hello</body></html>').literals).toEqual([]);
    const facts = run(viewTemplate, 'templates/broken.html', '{{ user.name \n{% for x in %}\n${unclosed\n');
    expect(facts.errors).toEqual([]);
    expect(facts.literals.map((r) => r.value)).toEqual(['user', 'unclosed']);
  });
});
