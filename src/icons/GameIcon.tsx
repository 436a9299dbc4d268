import type { CSSProperties } from 'react';
import { type Difficulty, DIFFICULTY_COLOURS, glyphChar, type GlyphName, maneuverGlyph } from './gameIcons.ts';
import './gameIcon.css';

/** Props of GameIcon. */
export type GameIconProps = {
  name: GlyphName;
  /** The words a player knows for it ("hit", "stress ×2", "bank left 2"): its accessible name and hover title. */
  label: string;
  className?: string;
  style?: CSSProperties;
};

/**
 * One of the game's symbols in the xwing-miniatures font, as an image with a label: the glyph is drawn by CSS
 * (::before), so the element's text stays the words' business (screen readers read the label, copying takes
 * nothing stray like the font's letter "d" for a hit).
 */
export function GameIcon({ name, label, className, style }: GameIconProps) {
  return (
    <span
      className={className ? `game-icon ${className}` : 'game-icon'}
      role="img"
      aria-label={label}
      title={label}
      data-icon={name}
      data-glyph={glyphChar(name)}
      style={style}
    />
  );
}

/** Props of Glyph. */
export type GlyphProps = { name: GlyphName };

/** A symbol inside an element that carries its label (a die, a token chip): hidden from screen readers itself. */
export function Glyph({ name }: GlyphProps) {
  return <span className="game-icon" aria-hidden="true" data-icon={name} data-glyph={glyphChar(name)} />;
}

/** Props of ManeuverIcon. */
export type ManeuverIconProps = {
  /** The maneuver's file name ('bank-left-2'). */
  maneuver: string;
  /** Its words ("bank left 2"), the accessible name. */
  label: string;
  /** The dial colour, when known (white otherwise). */
  difficulty?: Difficulty | null;
};

/** A maneuver as the dial shows it: the bearing's symbol and the speed, in its difficulty's colour; null if none. */
export function ManeuverIcon({ maneuver, label, difficulty }: ManeuverIconProps) {
  const m = maneuverGlyph(maneuver);
  if (!m) return null;
  const colour = DIFFICULTY_COLOURS[difficulty ?? 'white'];
  const name = difficulty && difficulty !== 'white' ? `${label} (${difficulty})` : label;
  return (
    <span
      className="maneuver-icon"
      role="img"
      aria-label={name}
      title={name}
      data-maneuver={maneuver}
      data-difficulty={difficulty ?? 'white'}
      style={{ color: colour }}
    >
      <Glyph name={m.glyph} />
      <span className="maneuver-speed" aria-hidden="true">
        {m.speed}
      </span>
    </span>
  );
}
