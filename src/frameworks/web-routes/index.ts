import type { FrameworkPack } from '../framework-pack.js';

/**
 * Route decorators of the ASGI/WSGI frameworks that name a decorator after the HTTP method
 * (FastAPI, Starlette, Flask 2, Quart, Sanic): `@router.get("/items/{id}")`. As decorators these are
 * never reads, whatever their name says.
 */
const verbs = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'api_route', 'websocket'];

const webRoutes: FrameworkPack = {
  id: 'web-routes',
  idioms: [
    ...verbs.map((v) => ({ subject: v, role: 'decorator_arg', position: '0', note: 'HTTP routes' })),
    ...verbs.map((v) => ({ subject: v, role: 'decorator_arg', position: 'path', note: 'HTTP routes' })),
    { subject: 'include_router', role: 'keyword_arg', position: 'prefix', note: 'FastAPI route prefixes' },
    { subject: 'fastapi.APIRouter', role: 'keyword_arg', position: 'prefix', note: 'FastAPI route prefixes' },
  ],
};

export default webRoutes;
