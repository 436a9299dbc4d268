/** Props of ModeLinks. */
export type ModeLinksProps = Record<string, never>;

/** Links to the other pages: dispute mode, the recorder and the ship hangar here, the stream pages in new tabs. */
export function ModeLinks(_: ModeLinksProps) {
  return (
    <nav className="mode-links" data-testid="mode-links">
      <a href="?mode=dispute" title="Place ships and obstacles and see exactly what the rules say">
        Dispute mode
      </a>
      <a href="?mode=record" title="Enter a real game round by round as it is played">
        Record a game
      </a>
      <a href="?mode=hangar" title="Ship hangar: every ship model, by name, to turn and zoom">
        Hangar
      </a>
      <a href="?mode=stream" target="_blank" rel="noreferrer" title="1920 × 1080 page for an OBS browser source">
        Stream
      </a>
      <a href="?mode=control" target="_blank" rel="noreferrer" title="Drive the stream page from another tab">
        Stream control
      </a>
    </nav>
  );
}
