import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#9c2c2c',
    secondary: '#c9912c',
    grey: '#7a6a5f',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#e0706a',
    secondary: '#c9912c',
    grey: '#7a6a5f',
    background: { default: '#121212', paper: '#1e1e1e' },
  }),
};
