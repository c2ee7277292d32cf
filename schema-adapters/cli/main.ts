import { readFileSync } from 'node:fs';
import { runCli } from './commands';

const result = runCli(process.argv.slice(2), (path) => readFileSync(path, 'utf8'));
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
