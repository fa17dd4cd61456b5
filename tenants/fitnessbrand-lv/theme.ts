import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#e0440e',
    secondary: '#9e1b32',
    grey: '#6b7280',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#ff8a50',
    secondary: '#9e1b32',
    grey: '#6b7280',
    background: { default: '#0d1117', paper: '#161b22' },
  }),
};
