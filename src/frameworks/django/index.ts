import type { FrameworkPack } from '../framework-pack.js';

const django: FrameworkPack = {
  id: 'django',
  idioms: [
    { subject: 'django.urls.path', role: 'keyword_arg', position: 'name', note: 'URL names, looked up by reverse("app:name")' },
    { subject: 'django.urls.re_path', role: 'keyword_arg', position: 'name', note: 'URL names' },
    { subject: 'django.urls.path', role: 'call_arg', position: '1', note: 'legacy string views (dotted path)' },
    { subject: 'django.urls.include', role: 'call_arg', position: '0', note: 'URLconf modules by dotted path' },
    { subject: 'django.template.Library.tag', role: '*', position: '*', note: 'template tags by name' },
    { subject: 'django.template.Library.filter', role: '*', position: '*', note: 'template filters by name' },
    { subject: 'django.dispatch.Signal', role: '*', position: '*', note: 'signals' },
  ],
};

export default django;
