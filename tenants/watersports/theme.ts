import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#0077b6',
    secondary: '#00b4d8',
    grey: '#5f7a8a',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#48b5f0',
    secondary: '#00b4d8',
    grey: '#5f7a8a',
    background: { default: '#101418', paper: '#1a2027' },
  }),
};
