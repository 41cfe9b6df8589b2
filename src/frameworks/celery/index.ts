import type { FrameworkPack } from '../framework-pack.js';

const celery: FrameworkPack = {
  id: 'celery',
  idioms: [
    { subject: 'task', role: 'decorator_arg', position: 'name', note: 'task names, called by send_task("name")' },
    { subject: 'shared_task', role: 'decorator_arg', position: 'name', note: 'task names, called by send_task("name")' },
    { subject: 'task', role: 'decorator_implicit', position: '', note: 'task names, called by send_task("name")' },
    { subject: 'shared_task', role: 'decorator_implicit', position: '', note: 'task names, called by send_task("name")' },
  ],
};

export default celery;
