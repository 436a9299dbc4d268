/** Entry point of the `holotable` command (see main.ts). */
import { readInputFile, runCli } from './main.ts';

const result = runCli(process.argv.slice(2), readInputFile);
if (result.stdout) process.stdout.write(result.stdout);
if (result.stderr) process.stderr.write(result.stderr);
process.exitCode = result.status;
