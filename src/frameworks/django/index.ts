import type { FrameworkPack } from '../framework-pack.js';

const django: FrameworkPack = {
  id: 'django',
  idioms: [
    { subject: 'django.urls.path', role: 'keyword_arg', position: 'name', note: 'URL names, looked up by reverse("app:name")' },
    { subject: 'django.urls.re_path', role: 'keyword_arg', position: 'name', note: 'URL names, looked up by reverse("app:name")' },
    { subject: 'django.urls.path', role: 'call_arg', position: '1', note: 'legacy string views (dotted path)' },
    { subject: 'django.urls.include', role: 'call_arg', position: '0', note: 'URLconf modules by dotted path' },
    { subject: 'django.template.Library.tag', role: '*', position: '*', note: 'template tags by name' },
    { subject: 'django.template.Library.filter', role: '*', position: '*', note: 'template filters by name' },
    { subject: 'django.dispatch.Signal', role: '*', position: '*', note: 'signals' },
    { subject: 'django.urls.path', role: 'call_arg', position: '0', note: 'URL routes, matched against request paths' },
    { subject: 'django.urls.re_path', role: 'call_arg', position: '0', note: 'URL routes, matched against request paths' },
    { subject: 'django.template.Library.simple_tag', role: '*', position: '*', note: 'template tags by name' },
    { subject: 'django.template.Library.inclusion_tag', role: '*', position: '*', note: 'template tags by name' },
    { subject: 'django.core.checks.register', role: 'decorator_arg', position: '*', note: 'system-check tags, selected by check --tag' },
    { subject: 'django.apps.AppConfig', role: 'class_attr', position: 'name', note: 'apps by dotted name, looked up by the app registry' },
    { subject: 'django.apps.AppConfig', role: 'class_attr', position: 'label', note: 'app labels, looked up by apps.get_app_config / get_model' },
    { subject: 'INSTALLED_APPS', role: 'collection_elem', position: '', note: 'apps by dotted path (settings)' },
    { subject: 'MIDDLEWARE', role: 'collection_elem', position: '', note: 'middleware by dotted path (settings)' },
    { subject: 'AUTHENTICATION_BACKENDS', role: 'collection_elem', position: '', note: 'auth backends by dotted path (settings)' },
    { subject: 'PASSWORD_HASHERS', role: 'collection_elem', position: '', note: 'password hashers by dotted path (settings)' },
    { subject: 'rest_framework.routers.DefaultRouter().register', role: 'call_arg', position: '0', note: 'DRF URL prefixes of viewsets' },
    { subject: 'rest_framework.routers.SimpleRouter().register', role: 'call_arg', position: '0', note: 'DRF URL prefixes of viewsets' },
    { subject: 'rest_framework.routers.DefaultRouter().register', role: 'keyword_arg', position: 'basename', note: 'DRF route names (basename-list, basename-detail)' },
    { subject: 'rest_framework.decorators.action', role: 'decorator_arg', position: 'url_path', note: 'DRF extra actions by URL path' },
  ],
};

export default django;
