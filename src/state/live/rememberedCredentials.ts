/**
 * The Publish live form's credentials kept between reloads of one tab, only when the user ticks "remember in
 * this tab": the file's text in sessionStorage (gone when the tab closes), never in localStorage, the page
 * source or its address. Unticking forgets it.
 */
import { type PublisherCredentials, parsePublisherCredentials } from './publisherCredentials.ts';

/** The sessionStorage key. */
export const CREDENTIALS_KEY = 'holotable-publish-credentials';

/** Credentials remembered in this tab, or null (none, or unreadable: then they are forgotten). */
export function rememberedCredentials(storage: Storage): PublisherCredentials | null {
  const text = storage.getItem(CREDENTIALS_KEY);
  if (text === null) return null;
  try {
    return parsePublisherCredentials(text);
  } catch {
    storage.removeItem(CREDENTIALS_KEY);
    return null;
  }
}

/** Remembers the credentials in this tab (or forgets them with null). */
export function rememberCredentials(storage: Storage, credentials: PublisherCredentials | null): void {
  if (credentials === null) storage.removeItem(CREDENTIALS_KEY);
  else storage.setItem(CREDENTIALS_KEY, JSON.stringify(credentials));
}
