import type { FrameworkPack } from '../framework-pack.js';

/** Plugin and event systems: pluggy hooks, SQLAlchemy events, blinker signals. */
const plugins: FrameworkPack = {
  id: 'plugins',
  idioms: [
    { subject: 'hookimpl', role: 'decorator_implicit', position: '', note: 'pluggy hooks by name (specifications and implementations)' },
    { subject: 'hookspec', role: 'decorator_implicit', position: '', note: 'pluggy hooks by name (specifications and implementations)' },
    { subject: 'sqlalchemy.event.listens_for', role: 'decorator_arg', position: '1', note: 'SQLAlchemy event names' },
    { subject: 'sqlalchemy.event.listen', role: 'call_arg', position: '1', note: 'SQLAlchemy event names' },
    { subject: 'sqlalchemy.event.api.listens_for', role: 'decorator_arg', position: '1', note: 'SQLAlchemy event names' },
    { subject: 'sqlalchemy.event.api.listen', role: 'call_arg', position: '1', note: 'SQLAlchemy event names' },
    { subject: 'blinker.signal', role: 'call_arg', position: '0', note: 'named signals, the same name gives the same signal' },
    { subject: 'blinker.Namespace().signal', role: 'call_arg', position: '0', note: 'named signals, the same name gives the same signal' },
  ],
};

export default plugins;
