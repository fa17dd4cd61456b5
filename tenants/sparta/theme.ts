import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#b03a2e',
    secondary: '#2c3e50',
    grey: '#707070',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#ef6f5e',
    secondary: '#2c3e50',
    grey: '#707070',
    background: { default: '#121212', paper: '#1e1e1e' },
  }),
};
