#!/usr/bin/env node
import { main } from '../dist/src/cli.js';

// `idiomscope rank | head`: a closed pipe ends the output, it is not an error
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const code = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  cwd: process.cwd(),
});
process.exitCode = code;
