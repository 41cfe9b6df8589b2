import type { FrameworkPack } from '../framework-pack.js';

const celery: FrameworkPack = {
  id: 'celery',
  idioms: [
    { subject: 'task', role: 'decorator_arg', position: 'name', note: 'task names, called by send_task("name")' },
    { subject: 'shared_task', role: 'decorator_arg', position: 'name', note: 'task names' },
    { subject: 'task', role: 'decorator_implicit', position: '', note: 'task named after module.function' },
    { subject: 'shared_task', role: 'decorator_implicit', position: '', note: 'task named after module.function' },
  ],
};

export default celery;
