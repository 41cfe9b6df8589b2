// The worker pool's entry, in CommonJS on purpose. piscina loads a task handler with require(), and on
// Node 20 require() of an ES module can abort the whole process when two tasks load it at once
// ("v8::Module::IsGraphAsync must be used on an instantiated module"). A dynamic import() has no such
// race, so this file is required and the compiled ES module worker is imported, once per thread.
'use strict';
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const worker = pathToFileURL(join(__dirname, '..', '..', 'dist', 'src', 'scan', 'worker.js')).href;
let handler = null;

module.exports = async function scanBatch(task) {
  handler ??= import(worker).then((m) => m.default);
  return (await handler)(task);
};
