import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#e0440e',
    secondary: '#222f3e',
    grey: '#6b7280',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#ff8a50',
    secondary: '#222f3e',
    grey: '#6b7280',
    background: { default: '#121212', paper: '#1e1e1e' },
  }),
};
