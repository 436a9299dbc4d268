/** Entry point of the `holotable` command (see main.ts). */
import { writeFileSync } from 'node:fs';
import { readInputFile, runCli } from './main.ts';

const result = runCli(process.argv.slice(2), readInputFile);
for (const [path, text] of Object.entries(result.files ?? {})) writeFileSync(path, text);
if (result.stdout) process.stdout.write(result.stdout);
if (result.stderr) process.stderr.write(result.stderr);
process.exitCode = result.status;
