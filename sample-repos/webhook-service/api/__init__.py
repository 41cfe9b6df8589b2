"""The WSGI application: routing, middleware, admin endpoints."""
