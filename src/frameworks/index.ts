import celery from './celery/index.js';
import cli from './cli/index.js';
import django from './django/index.js';
import docutils from './docutils/index.js';
import type { FrameworkPack } from './framework-pack.js';
import flask from './flask/index.js';
import jinja2 from './jinja2/index.js';
import mybatis from './mybatis/index.js';
import plugins from './plugins/index.js';
import pydantic from './pydantic/index.js';
import pytest from './pytest/index.js';
import pythonStdlib from './python-stdlib/index.js';
import security from './security/index.js';
import sphinx from './sphinx/index.js';
import spring from './spring/index.js';
import traitlets from './traitlets/index.js';
import webRoutes from './web-routes/index.js';
import yaml from './yaml/index.js';

/** Every framework pack; an explicit list until there are enough packs to generate it. */
export const FRAMEWORKS: readonly FrameworkPack[] = [django, celery, flask, jinja2, spring, security, mybatis, pytest, webRoutes, cli, plugins, sphinx, docutils, traitlets, yaml, pythonStdlib, pydantic];
