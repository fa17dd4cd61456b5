import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#a8790c',
    secondary: '#1f3a5f',
    grey: '#737373',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#f0c35a',
    secondary: '#1f3a5f',
    grey: '#737373',
    background: { default: '#101418', paper: '#1a2027' },
  }),
};
