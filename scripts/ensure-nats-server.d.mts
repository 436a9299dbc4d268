// Types for scripts/ensure-nats-server.mjs, so the live scripts and tests written in TypeScript can find the server.
/** The nats-server binary's path, or null when it is not installed. */
export function natsServerPath(): string | null;
/** Installs Debian's package as root when missing (else says what to run); the binary's path or null. */
export function ensureNatsServer(): string | null;
