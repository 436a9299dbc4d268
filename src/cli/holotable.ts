/**
 * Entry point of the `holotable` command; bin/holotable.mjs runs its build from dist-cli/. It loads only what
 * the command needs: `resolve` and `measure` import scenarioCommands.ts (the kernel and the scenario format)
 * and never parse the rule systems; every other command imports main.ts and the registry.
 */
import { type CliResult, writeFiles } from './io.ts';

const args = process.argv.slice(2);
const isTTY = process.stdout.isTTY === true;

/** The scenario commands' result, or null to let main.ts answer (another command, or the usage). */
async function scenarioResult(): Promise<CliResult | null> {
  if (args[0] !== 'resolve' && args[0] !== 'measure') return null;
  const [{ runScenarioCommand }, { readInputFile }] = await Promise.all([
    import('./scenarioCommands.ts'),
    import('./io.ts'),
  ]);
  return runScenarioCommand(args, readInputFile, isTTY);
}

/** `publish` (which connects to a NATS server and runs for the battle's length), or null for another command. */
async function publishResult(): Promise<CliResult | null> {
  if (args[0] !== 'publish') return null;
  const [{ runPublish }, { readInputFile }, { runCli }] = await Promise.all([
    import('./publish.ts'),
    import('./io.ts'),
    import('./main.ts'),
  ]);
  return (await runPublish(args.slice(1), readInputFile)) ?? runCli([], readInputFile);
}

/** Any other command, through main.ts (which loads every rule system). */
async function mainResult(): Promise<CliResult> {
  const { runCli, readInputFile } = await import('./main.ts');
  return runCli(args, readInputFile, { isTTY });
}

const done = (await scenarioResult()) ?? (await publishResult()) ?? (await mainResult());
// The files first: when one cannot be written, its message replaces the command's output (status 2).
const result = writeFiles(done.files ?? {}) ?? done;
if (result.stdout) process.stdout.write(result.stdout);
if (result.stderr) process.stderr.write(result.stderr);
process.exitCode = result.status;
