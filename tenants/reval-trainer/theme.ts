import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#8b1e3f',
    secondary: '#284b63',
    grey: '#6d6875',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#f06292',
    secondary: '#284b63',
    grey: '#6d6875',
    background: { default: '#101418', paper: '#1a2027' },
  }),
};
