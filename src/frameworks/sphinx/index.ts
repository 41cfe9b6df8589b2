import type { FrameworkPack } from '../framework-pack.js';

/**
 * The Sphinx extension API: what an extension's `setup(app)` registers by name. The application is
 * usually an unannotated parameter, so the methods are matched by name on `app` (and on the typed
 * `Sphinx` where an annotation names it); `add_js_file` and `add_css_file` take asset paths, not keys.
 */
const sphinx: FrameworkPack = {
  id: 'sphinx',
  idioms: [
    { subject: 'add_directive', role: 'call_arg', position: '0', note: 'reST directives by name' },
    { subject: 'add_directive_to_domain', role: 'call_arg', position: '1', note: 'reST directives by name' },
    { subject: 'add_role', role: 'call_arg', position: '0', note: 'reST roles by name' },
    { subject: 'add_generic_role', role: 'call_arg', position: '0', note: 'reST roles by name' },
    { subject: 'add_role_to_domain', role: 'call_arg', position: '1', note: 'reST roles by name' },
    { subject: 'add_config_value', role: 'call_arg', position: '0', note: 'configuration values, the names conf.py sets' },
    { subject: 'add_event', role: 'call_arg', position: '0', note: 'Sphinx events by name' },
    { subject: 'app.connect', role: 'call_arg', position: '0', note: 'Sphinx events by name' },
    { subject: 'Sphinx.connect', role: 'call_arg', position: '0', note: 'Sphinx events by name' },
    { subject: 'add_object_type', role: 'call_arg', position: '0', note: 'object types, a directive and a role each' },
    { subject: 'add_crossref_type', role: 'call_arg', position: '0', note: 'object types, a directive and a role each' },
    { subject: 'add_lexer', role: 'call_arg', position: '0', note: 'highlighting lexers by alias' },
    { subject: 'setup_extension', role: 'call_arg', position: '0', note: 'extensions by module path' },
  ],
};

export default sphinx;
