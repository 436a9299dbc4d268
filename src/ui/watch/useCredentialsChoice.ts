/**
 * The Publish live form's credentials: opened from a local file (never typed into the page or its address),
 * kept in memory, and in this tab's sessionStorage only while "remember in this tab" is ticked. Choosing a file
 * fills the table and, when it names a WebSocket listener, the server.
 */
import { useState } from 'react';
import { type PublisherCredentials, parsePublisherCredentials } from '../../state/live/publisherCredentials.ts';
import { rememberCredentials, rememberedCredentials } from '../../state/live/rememberedCredentials.ts';
import { DEFAULT_LIVE_SERVER } from '../../state/live/watchParams.ts';

/** The server a credentials file names, when a browser can reach it (a ws:// or wss:// listener). */
export const browserServer = (c: PublisherCredentials | null) =>
  c?.server && /^wss?:\/\//.test(c.server) ? c.server : DEFAULT_LIVE_SERVER;

/** The credentials, the table and server fields they fill, and the file's problem if it could not be read. */
export function useCredentialsChoice() {
  const [credentials, setCredentials] = useState(() => rememberedCredentials(window.sessionStorage));
  const [remember, setRemember] = useState(credentials !== null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [table, setTable] = useState(credentials?.table ?? '');
  const [server, setServer] = useState(() => browserServer(credentials));
  const chooseFile = (file: File | undefined) => {
    if (!file) return;
    void file.text().then((text) => {
      try {
        const c = parsePublisherCredentials(text);
        setCredentials(c);
        setFileProblem(null);
        setTable(c.table);
        setServer(browserServer(c));
        if (remember) rememberCredentials(window.sessionStorage, c);
      } catch (e) {
        setFileProblem(`${file.name}: ${(e as Error).message}`);
      }
    });
  };
  const toggleRemember = (on: boolean) => {
    setRemember(on);
    rememberCredentials(window.sessionStorage, on ? credentials : null);
  };
  return { credentials, remember, fileProblem, table, setTable, server, setServer, chooseFile, toggleRemember };
}
