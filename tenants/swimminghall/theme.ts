import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#1565c0',
    secondary: '#00a5b8',
    grey: '#607d8b',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#64b5f6',
    secondary: '#00a5b8',
    grey: '#607d8b',
    background: { default: '#101418', paper: '#1a2027' },
  }),
};
