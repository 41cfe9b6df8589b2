import type { FrameworkPack } from '../framework-pack.js';

/**
 * Route decorators of the ASGI/WSGI frameworks that name a decorator after the HTTP method
 * (FastAPI, Starlette, Flask 2, Quart, Sanic): `@router.get("/items/{id}")`. As decorators these are
 * never reads, whatever their name says. And the calls that add a route by its path or name:
 * `app.add_route("/things/{id}", resource)` (Falcon, Starlette; Pyramid's `config.add_route("home", "/")`
 * names it), FastAPI's `add_api_route`, aiohttp's `router.add_get("/path", handler)`. (aiohttp's own
 * `add_route("GET", "/path", h)` puts the method first: a slot of nothing but HTTP methods is not routes.)
 * And object dispatch (CherryPy, Pecan, TurboGears): `@expose` makes a controller method a URL path
 * segment under its own name, extra names given as `alias=` (CherryPy) or `route=` (Pecan); Pecan's first
 * positional is a template, not a name. Named by package: other libraries' `expose` (Pyro's remote
 * objects) is not a web route.
 */
const verbs = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'api_route', 'websocket'];
// `*` is aiohttp's METH_ANY
const httpMethods = '(?i)(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|CONNECT|TRACE|\\*)';
const adders = ['add_route', 'add_api_route', 'add_websocket_route', 'add_api_websocket_route',
  'add_get', 'add_post', 'add_put', 'add_patch', 'add_delete', 'add_head', 'add_view'];

const webRoutes: FrameworkPack = {
  id: 'web-routes',
  idioms: [
    ...verbs.map((v) => ({ subject: v, role: 'decorator_arg', position: '0', note: 'HTTP routes' })),
    ...verbs.map((v) => ({ subject: v, role: 'decorator_arg', position: 'path', note: 'HTTP routes' })),
    ...adders.map((a) => ({ subject: a, role: 'call_arg', position: '0', note: 'HTTP routes', exceptKeys: httpMethods })),
    ...['cherrypy.expose', 'pecan.expose', 'tg.expose'].map((e) => (
      { subject: e, role: 'decorator_implicit', position: '', note: 'URL path segments by method name (object dispatch)' })),
    { subject: 'cherrypy.expose', role: 'decorator_arg', position: 'alias', note: 'URL path segments by method name (object dispatch)' },
    { subject: 'pecan.expose', role: 'decorator_arg', position: 'route', note: 'URL path segments by method name (object dispatch)' },
    { subject: 'include_router', role: 'keyword_arg', position: 'prefix', note: 'FastAPI route prefixes' },
    { subject: 'fastapi.APIRouter', role: 'keyword_arg', position: 'prefix', note: 'FastAPI route prefixes' },
  ],
};

export default webRoutes;
