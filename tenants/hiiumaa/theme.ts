import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#4f772d',
    secondary: '#b5651d',
    grey: '#6b705c',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#8fc15a',
    secondary: '#b5651d',
    grey: '#6b705c',
    background: { default: '#0d1117', paper: '#161b22' },
  }),
};
