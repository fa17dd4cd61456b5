import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#7d5a68',
    secondary: '#5b8c7e',
    grey: '#8a817c',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#d8a7b8',
    secondary: '#5b8c7e',
    grey: '#8a817c',
    background: { default: '#000000', paper: '#141414' },
  }),
};
