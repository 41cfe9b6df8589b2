import type { FrameworkPack } from '../framework-pack.js';

const flask: FrameworkPack = {
  id: 'flask',
  idioms: [
    { subject: 'route', role: 'decorator_arg', position: '0', note: 'URL rules' },
    { subject: 'route', role: 'decorator_arg', position: 'endpoint', note: 'endpoint names, looked up by url_for' },
    { subject: 'add_url_rule', role: 'call_arg', position: '1', note: 'endpoint names, looked up by url_for' },
    { subject: 'add_url_rule', role: 'call_arg', position: '0', note: 'URL rules' },
    { subject: 'add_url_rule', role: 'keyword_arg', position: 'endpoint', note: 'endpoint names, looked up by url_for' },
    { subject: 'flask.Blueprint', role: 'call_arg', position: '0', note: 'blueprint names, the prefix of url_for("bp.endpoint")' },
    { subject: 'template_filter', role: 'decorator_arg', position: '*', note: 'Jinja filters by name' },
    { subject: 'template_global', role: 'decorator_arg', position: '*', note: 'Jinja globals by name' },
    { subject: 'template_test', role: 'decorator_arg', position: '*', note: 'Jinja tests by name' },
  ],
};

export default flask;
