/**
 * A publisher's credentials file (`npm run live` writes one per table, `.live/publishers/<table>.json`):
 * `{"server"?, "table", "user", "password"}`. Read by `holotable publish --creds` and by the pages' Publish
 * live form, which opens it from a local file and keeps it in memory (or, if asked, in this tab's
 * sessionStorage), never in the page source or its address.
 */
import { z } from 'zod';
import { tableNameSchema } from '../../battle/liveEvents.ts';
import { parseJsonText } from '../../battle/validationError.ts';

/** The credentials file's shape. */
export const publisherCredentialsSchema = z.object({
  server: z.string().min(1).optional(),
  table: tableNameSchema,
  user: z.string().min(1),
  password: z.string().min(1),
});

/** A publisher's credentials. */
export type PublisherCredentials = z.infer<typeof publisherCredentialsSchema>;

/** Reads a credentials file's text; throws an Error whose one-line message says what is wrong. */
export function parsePublisherCredentials(text: string): PublisherCredentials {
  const parsed = publisherCredentialsSchema.safeParse(parseJsonText(text));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new Error(`expected {"table", "user", "password", "server"?}: ${field}${issue?.message ?? 'invalid'}`);
}
