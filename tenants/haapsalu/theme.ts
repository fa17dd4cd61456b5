import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#1f7a70',
    secondary: '#e76f51',
    grey: '#687076',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#4fc7b7',
    secondary: '#e76f51',
    grey: '#687076',
    background: { default: '#121212', paper: '#1e1e1e' },
  }),
};
