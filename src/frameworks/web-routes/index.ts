import type { FrameworkPack } from '../framework-pack.js';

/**
 * Route decorators of the ASGI/WSGI frameworks that name a decorator after the HTTP method
 * (FastAPI, Starlette, Flask 2, Quart, Sanic): `@router.get("/items/{id}")`. As decorators these are
 * never reads, whatever their name says. And the calls that add a route by its path or name:
 * `app.add_route("/things/{id}", resource)` (Falcon, Starlette; Pyramid's `config.add_route("home", "/")`
 * names it), FastAPI's `add_api_route`, aiohttp's `router.add_get("/path", handler)`. (aiohttp's own
 * `add_route("GET", "/path", h)` puts the method first: its slot 0 reads as a tiny enum of verbs.)
 */
const verbs = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'api_route', 'websocket'];
const adders = ['add_route', 'add_api_route', 'add_websocket_route', 'add_api_websocket_route',
  'add_get', 'add_post', 'add_put', 'add_patch', 'add_delete', 'add_head', 'add_view'];

const webRoutes: FrameworkPack = {
  id: 'web-routes',
  idioms: [
    ...verbs.map((v) => ({ subject: v, role: 'decorator_arg', position: '0', note: 'HTTP routes' })),
    ...verbs.map((v) => ({ subject: v, role: 'decorator_arg', position: 'path', note: 'HTTP routes' })),
    ...adders.map((a) => ({ subject: a, role: 'call_arg', position: '0', note: 'HTTP routes' })),
    { subject: 'include_router', role: 'keyword_arg', position: 'prefix', note: 'FastAPI route prefixes' },
    { subject: 'fastapi.APIRouter', role: 'keyword_arg', position: 'prefix', note: 'FastAPI route prefixes' },
  ],
};

export default webRoutes;
