import type { FrameworkPack } from '../framework-pack.js';

/**
 * MyBatis: a mapper interface's `@Param("username")` names the parameter its mapper XML reads as
 * `#{username}` (the value spells the Java parameter too, which alone would make it mapping metadata);
 * statement, `<sql>` and result-map ids are declared in the mapper XML and referred to by id
 * (rows of the spring-xml pack's `mybatis` dialect).
 */
const mybatis: FrameworkPack = {
  id: 'mybatis',
  idioms: [
    { subject: 'org.apache.ibatis.annotations.Param', role: 'annotation_arg', position: 'value', note: 'mapper parameters, read by #{...}' },
    { subject: 'mybatis.statement', role: 'config_entry', position: '*', note: 'mapper statements, by interface method' },
    { subject: 'mybatis.resultMap', role: 'config_entry', position: '*', note: 'result maps' },
    { subject: 'mybatis.sql', role: 'config_entry', position: '*', note: 'SQL fragments, by <include refid>' },
  ],
};

export default mybatis;
