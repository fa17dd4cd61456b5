import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#8b1e3f',
    secondary: '#3c6e71',
    grey: '#6d6875',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#f06292',
    secondary: '#3c6e71',
    grey: '#6d6875',
    background: { default: '#0b0b0f', paper: '#17171d' },
  }),
};
