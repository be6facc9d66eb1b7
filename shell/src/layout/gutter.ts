/** The page's side padding; full-width bars (a sticky or static navbar, a sticky footer) bleed over it. */
export const GUTTER = { xs: 2, md: 3 };
export const BLEED = { xs: -GUTTER.xs, md: -GUTTER.md };
