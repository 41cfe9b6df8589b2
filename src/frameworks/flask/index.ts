import type { FrameworkPack } from '../framework-pack.js';

const flask: FrameworkPack = {
  id: 'flask',
  idioms: [
    { subject: 'route', role: 'decorator_arg', position: '0', note: 'URL rules; endpoints looked up by url_for' },
    { subject: 'route', role: 'decorator_arg', position: 'endpoint', note: 'endpoint names, looked up by url_for' },
    { subject: 'add_url_rule', role: 'call_arg', position: '1', note: 'endpoint names' },
  ],
};

export default flask;
