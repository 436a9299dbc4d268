/**
 * The xws ids of the Condition cards the engine applies (conditions.ts). A module of its own, importing nothing, so
 * the ability tables built when their modules load can name them whatever order the modules load in.
 */

/** "Harpooned!" (Harpoon Missiles). */
export const HARPOONED = 'harpooned';
/** "I'll Show You the Dark Side" (Kylo Ren). */
export const DARK_SIDE = 'illshowyouthedarkside';
/** "A Debt to Pay" (A Score to Settle). */
export const DEBT = 'adebttopay';
/** "Scrambled" (Targeting Scrambler). */
export const SCRAMBLED = 'scrambled';
/** "Suppressive Fire" (Captain Rex). */
export const SUPPRESSIVE_FIRE = 'suppressivefire';
