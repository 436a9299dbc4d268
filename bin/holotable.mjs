#!/usr/bin/env node
// Runs the TypeScript command line through tsx (a runtime dependency), so `npx holotable` works right after
// `npm ci` with no build step.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli/holotable.ts', import.meta.url).href);
