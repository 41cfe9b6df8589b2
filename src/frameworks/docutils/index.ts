import type { FrameworkPack } from '../framework-pack.js';

/** docutils' reStructuredText registries: directives and roles registered by name. */
const docutils: FrameworkPack = {
  id: 'docutils',
  idioms: [
    { subject: 'register_directive', role: 'call_arg', position: '0', note: 'reST directives by name' },
    { subject: 'register_local_role', role: 'call_arg', position: '0', note: 'reST roles by name' },
    { subject: 'register_canonical_role', role: 'call_arg', position: '0', note: 'reST roles by name' },
    { subject: 'register_generic_role', role: 'call_arg', position: '0', note: 'reST roles by name' },
  ],
};

export default docutils;
