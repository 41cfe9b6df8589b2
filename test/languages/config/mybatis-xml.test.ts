import { describe, expect, it } from 'vitest';
import springXml from '../../../src/languages/spring-xml/index.js';
import { ognlIdentifiers, tokenParam } from '../../../src/languages/spring-xml/mybatis.js';
import { rootElement } from '../../../src/languages/spring-xml/tags.js';
import { rankedFixture, rows } from '../../helpers/repo.js';
import { SPRING_XML } from './fixtures.js';
import { brief, FIELDS, run } from './rows.js';

const NS = 'io.spring.infrastructure.mybatis.mapper.UserMapper';
const PATH = 'src/main/resources/mapper/UserMapper.xml';

/** A mapper in the shape of spring-boot-realworld-example-app's. Line and column of every row are asserted. */
const MAPPER = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE mapper PUBLIC "-//mybatis.org//DTD Mapper 3.0//EN" "http://mybatis.org/dtd/mybatis-3-mapper.dtd">
<mapper namespace="${NS}">
  <resultMap id="user" type="io.spring.core.user.User">
    <id column="id" property="id"/>
  </resultMap>
  <resultMap id="userWithTags" type="io.spring.core.user.User" extends="user">
    <collection property="tags" ofType="string" resultMap="tag"/>
  </resultMap>
  <sql id="selectUser">
    select id, username, email from users
  </sql>
  <select id="findById" resultMap="user">
    <include refid="selectUser"/>
    where id = #{user.id, jdbcType=VARCHAR}
    <!-- #{commented} is not a parameter -->
    <if test="username != null and tag != null">
      and username = #{username} and tag = #{ tag }
    </if>
    and id in
    <foreach collection="ids" item="id" open="(" separator="," close=")">#{id}</foreach>
    order by \${orderBy}
  </select>
  <insert id="insert">
    <![CDATA[ insert into users (id) values (#{user.id}) ]]>
  </insert>
</mapper>
`;

const row = (role: string, value: string, callee: string, keyword: string | null, line: number, col: number) => ({
  role, value, container: NS, dictKey: null, keyword, callee, line, col,
});

describe('mybatis mapper XML (spring-xml pack)', () => {
  it('recognises a mapper by its root element, and keeps the spring-xml pack for the path', () => {
    expect(rootElement(MAPPER)).toBe('mapper');
    expect(springXml.matches(PATH)).toBe(true);
    expect(springXml.id).toBe('spring-xml');
  });

  it('records statement, sql and resultMap ids, their references and the parameters statements read', () => {
    const facts = run(springXml, PATH, MAPPER);
    expect(facts.errors).toEqual([]);
    expect(facts.parseErrors).toBe(0);
    expect(facts.literals.map(brief)).toEqual([
      row('config_entry', 'user', 'resultMap', 'id', 4, 18),
      row('config_entry', 'userWithTags', 'resultMap', 'id', 7, 18),
      row('config_ref', 'user', 'resultMap', 'extends', 7, 73),
      row('config_ref', 'tag', 'resultMap', 'resultMap', 8, 60),
      row('config_entry', 'selectUser', 'sql', 'id', 10, 12),
      row('config_entry', 'findById', 'statement', 'id', 13, 15),
      row('config_ref', 'user', 'resultMap', 'resultMap', 13, 36),
      row('config_ref', 'selectUser', 'sql', 'refid', 14, 21),
      // #{user.id, jdbcType=VARCHAR}: the first name segment, options dropped
      row('config_ref', 'user', 'param', null, 15, 18),
      row('config_ref', 'username', 'param', 'test', 17, 15),
      row('config_ref', 'tag', 'param', 'test', 17, 36),
      row('config_ref', 'username', 'param', null, 18, 24),
      row('config_ref', 'tag', 'param', null, 18, 47),
      // the collection is a parameter; #{id} inside the foreach is its item, a local name
      row('config_ref', 'ids', 'param', 'collection', 21, 26),
      row('config_ref', 'orderBy', 'param', null, 22, 16),
      row('config_entry', 'insert', 'statement', 'id', 24, 15),
      // inside CDATA
      row('config_ref', 'user', 'param', null, 25, 48),
    ]);
    expect(facts.literals.map((r) => r.value)).not.toContain('id');
    expect(facts.literals.map((r) => r.value)).not.toContain('commented');
    const first = facts.literals[0]!;
    expect(Object.keys(first).sort()).toEqual([...FIELDS].sort());
    expect(first).toMatchObject({
      file: PATH, calleePath: 'mybatis.resultMap', language: 'mybatis', keyKind: 'literal', importTime: true,
      enclosingSymbol: `${PATH}::<module>`, inTest: false,
    });
    const paths = new Map(facts.literals.map((r) => [r.callee, r.calleePath]));
    expect(Object.fromEntries(paths)).toEqual({
      resultMap: 'mybatis.resultMap', sql: 'mybatis.sql', statement: 'mybatis.statement', param: 'mybatis.param',
    });
    expect(new Set(facts.literals.map((r) => r.language))).toEqual(new Set(['mybatis']));
  });

  it('scopes foreach items and bind names, skips builtins, OGNL words, members, calls and literals', () => {
    const text = [
      '<mapper namespace="m.M">',
      '  <update id="touch">',
      '    <bind name="pattern" value="\'%\' + title + \'%\'"/>',
      '    <foreach collection="groups" item="g" index="i">',
      '      <foreach collection="g.members" item="m">#{m.id} #{i} #{g.name} #{owner}</foreach>',
      '    </foreach>',
      '    <choose><when test="_parameter.x != null &amp;&amp; size &gt; 0 and names.size() gt 0 and kind == \'a.b\'">#{pattern}</when></choose>',
      '    <if test="@java.util.Objects@nonNull(since) or #this != null">#{param1} #{_databaseId} \\#{escaped} #{ ids[0] }</if>',
      '  </update>',
      '  <delete id="drop">#{pattern} #{i}</delete>',
      '</mapper>',
    ].join('\n');
    const facts = run(springXml, 'm.xml', text);
    expect(facts.errors).toEqual([]);
    expect(facts.literals.map((r) => [r.role, r.value, r.callee, r.keyword, r.line, r.col])).toEqual([
      ['config_entry', 'touch', 'statement', 'id', 2, 15],
      ['config_ref', 'title', 'param', 'value', 3, 39],
      ['config_ref', 'groups', 'param', 'collection', 4, 26],
      ['config_ref', 'owner', 'param', null, 5, 73],
      // &amp;&amp; and &gt; are decoded before reading, and columns still point into the text
      ['config_ref', 'size', 'param', 'test', 7, 57],
      ['config_ref', 'names', 'param', 'test', 7, 73],
      ['config_ref', 'kind', 'param', 'test', 7, 95],
      ['config_ref', 'since', 'param', 'test', 8, 42],
      ['config_ref', 'ids', 'param', null, 8, 107],
      ['config_entry', 'drop', 'statement', 'id', 10, 15],
      // outside the update, pattern and i are parameters again
      ['config_ref', 'pattern', 'param', null, 10, 23],
      ['config_ref', 'i', 'param', null, 10, 34],
    ]);
  });

  it('reads association selects and multi-map resultMap lists, and ${} include properties in sql are not parameters', () => {
    const text = [
      '<mapper namespace="m.M">',
      '  <resultMap id="r">',
      '    <association property="a" select="findAuthor" column="author_id"/>',
      '  </resultMap>',
      '  <sql id="cols">${alias}.id, ${prefix}</sql>',
      '  <select id="q" resultMap="r, r2"><include refid="cols"><property name="alias" value="u"/></include></select>',
      '</mapper>',
    ].join('\n');
    const facts = run(springXml, 'm.xml', text);
    expect(facts.literals.map((r) => [r.role, r.value, r.callee, r.keyword, r.line, r.col])).toEqual([
      ['config_entry', 'r', 'resultMap', 'id', 2, 18],
      ['config_ref', 'findAuthor', 'statement', 'select', 3, 39],
      ['config_entry', 'cols', 'sql', 'id', 5, 12],
      ['config_ref', 'prefix', 'param', null, 5, 33],
      ['config_entry', 'q', 'statement', 'id', 6, 15],
      ['config_ref', 'r', 'resultMap', 'resultMap', 6, 29],
      ['config_ref', 'r2', 'resultMap', 'resultMap', 6, 32],
      ['config_ref', 'cols', 'sql', 'refid', 6, 52],
    ]);
  });

  it('reads OGNL identifiers and #{} bodies by their first segment', () => {
    expect(ognlIdentifiers("username != null and user.id > 0").map((i) => i.name)).toEqual(['username', 'user']);
    expect(ognlIdentifiers("a eq 'b' or c neq \"d\" and e lte 1.5 and not f").map((i) => [i.name, i.offset])).toEqual([['a', 0], ['c', 12], ['e', 26], ['f', 44]]);
    expect(tokenParam('item, jdbcType=VARCHAR')).toBe('item');
    expect(tokenParam(' user.id ')).toBe('user');
    expect(tokenParam('ids[0]')).toBe('ids');
    expect(tokenParam('')).toBeNull();
  });

  it('never throws on a half-edited mapper: every prefix gives complete mybatis rows or config_parse errors', () => {
    for (let n = 0; n <= MAPPER.length; n++) {
      const v = MAPPER.slice(0, n);
      const facts = run(springXml, PATH, v);
      expect(facts.errors.filter((e) => e.kind !== 'config_parse')).toEqual([]);
      expect(facts.parseErrors).toBe(facts.errors.length);
      for (const r of facts.literals) {
        expect(Object.keys(r).length).toBe(FIELDS.length);
        expect(r.language).toBe('mybatis');
        expect(r.line).toBeGreaterThanOrEqual(1);
        expect(r.col).toBeGreaterThanOrEqual(1);
      }
    }
    // a complete mapper behind a byte-order mark still reads
    expect(run(springXml, PATH, `\uFEFF${MAPPER}`).literals).toHaveLength(17);
  });

  it('leaves bean contexts to the spring-xml rows and yields nothing for other XML', () => {
    const beans = run(springXml, 'ctx.xml', SPRING_XML);
    expect(beans.literals.length).toBeGreaterThan(0);
    expect(new Set(beans.literals.map((r) => r.language))).toEqual(new Set(['spring-xml']));
    const pom = '<?xml version="1.0"?>\n<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <select id="x">#{y}</select>\n</project>\n';
    const facts = run(springXml, 'pom.xml', pom);
    expect(facts.literals).toEqual([]);
    expect(facts.errors).toEqual([]);
    expect(facts.parseErrors).toBe(0);
  });

  it('records a malformed mapper as one config_parse error at the right line, without throwing', () => {
    const text = '<mapper namespace="m.M">\n  <select id="a">\n    select #{x}\n  <select id=b/>\n</mapper>\n';
    let facts: ReturnType<typeof run> | undefined;
    expect(() => { facts = run(springXml, 'm.xml', text); }).not.toThrow();
    expect(facts!.literals).toEqual([]);
    expect(facts!.parseErrors).toBe(1);
    expect(facts!.errors).toHaveLength(1);
    expect(facts!.errors[0]).toMatchObject({ file: 'm.xml', line: 4, kind: 'config_parse' });
    const unclosed = run(springXml, 'm.xml', '<mapper namespace="m.M">\n<select id="a">\n</mapper>\n');
    expect(unclosed.errors.map((e) => [e.kind, e.line])).toEqual([['config_parse', 3]]);
  });
});

describe('mybatis mapper parameters back @Param keys', () => {
  const fx = rankedFixture({
    'src/main/java/io/spring/infrastructure/mybatis/mapper/UserMapper.java': [
      'package io.spring.infrastructure.mybatis.mapper;',
      '',
      'import org.apache.ibatis.annotations.Mapper;',
      'import org.apache.ibatis.annotations.Param;',
      '',
      '@Mapper',
      'public interface UserMapper {',
      '  User findByUsername(@Param("username") String username);',
      '  User findByEmail(@Param("email") String email);',
      '}',
      '',
    ].join('\n'),
    [PATH]: [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<mapper namespace="${NS}">`,
      '  <select id="findByUsername" resultType="User">select * from users where username = #{username}</select>',
      '  <select id="findByEmail" resultType="User">select * from users where email = #{email}</select>',
      '</mapper>',
      '',
    ].join('\n'),
  });

  it('the mapper is scanned by the spring-xml pack into mybatis rows', async () => {
    const files = await rows(fx.db, `SELECT language FROM files WHERE path = '${PATH}'`);
    expect(files).toEqual([{ language: 'spring-xml' }]);
    const params = await rows(fx.db, `SELECT value, role, callee_path FROM literals WHERE file = '${PATH}' AND callee = 'param' ORDER BY line`);
    expect(params).toEqual([
      { value: 'username', role: 'config_ref', callee_path: 'mybatis.param' },
      { value: 'email', role: 'config_ref', callee_path: 'mybatis.param' },
    ]);
  });

  it('@Param values are looked up by #{...} in the mapper', () => {
    const param = fx.find((c) => c.role === 'annotation_arg' && c.subject === 'org.apache.ibatis.annotations.Param', '@Param candidate');
    expect(param.features.lookupHits).toBeGreaterThanOrEqual(1);
  });

  it('the mybatis pack knows @Param, so a value that spells its parameter is not demoted as mapping metadata', () => {
    const param = fx.find((c) => c.role === 'annotation_arg' && c.subject === 'org.apache.ibatis.annotations.Param', '@Param candidate');
    expect(param.features.knownFramework).toBe('mybatis');
    expect(param.factors.valueSlot).toBe(1);
    const statements = fx.find((c) => c.kind === 'config' && c.subject === 'mybatis.statement', 'statement ids');
    expect(statements.features.knownFramework).toBe('mybatis');
    expect(statements.distinctKeys).toBe(2);
  });
});
