import type { FrameworkPack } from '../framework-pack.js';

/** PyYAML: constructors and resolvers registered by tag (`!include`, `tag:yaml.org,2002:bool`). */
const yaml: FrameworkPack = {
  id: 'yaml',
  idioms: [
    { subject: 'add_constructor', role: 'call_arg', position: '0', note: 'YAML tags' },
    { subject: 'add_multi_constructor', role: 'call_arg', position: '0', note: 'YAML tags' },
    { subject: 'add_implicit_resolver', role: 'call_arg', position: '0', note: 'YAML tags' },
  ],
};

export default yaml;
