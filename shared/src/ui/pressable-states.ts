import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * How a plain element that acts like a MUI button (a menu entry, an openable table row, a row's
 * action button) answers the pointer and the keyboard: a hover tint, and a focus ring where MUI
 * would show its focus ripple. Those elements are plain for speed; they still look and respond alike.
 */
export function pressableStates(theme: Theme): CSSObject {
  return {
    cursor: 'pointer',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '-2px' },
  };
}
