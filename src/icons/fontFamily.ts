/** The family name the page registers the vendored xwing-miniatures font under (src/icons/gameFont.ts). */
export const GAME_FONT_FAMILY = 'XWing Miniatures';
