import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#9a6f08',
    secondary: '#2f2f2f',
    grey: '#78716c',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#e0b64a',
    secondary: '#2f2f2f',
    grey: '#78716c',
    background: { default: '#0b0b0f', paper: '#17171d' },
  }),
};
