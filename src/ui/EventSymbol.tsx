import type { EventIcon } from '../state/eventIcons.ts';
import { GameIcon, ManeuverIcon } from '../icons/GameIcon.tsx';

/** Props of EventSymbol. */
export type EventSymbolProps = { icon: EventIcon };

/** An event's game symbol before its line of text: a maneuver as the dial shows it, or an action's symbol. */
export function EventSymbol({ icon }: EventSymbolProps) {
  if (icon.kind === 'maneuver') {
    return <ManeuverIcon maneuver={icon.maneuver} label={icon.label} difficulty={icon.difficulty} />;
  }
  return <GameIcon name={icon.glyph} label={icon.label} className="action-icon" />;
}
