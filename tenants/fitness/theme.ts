import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#d62246',
    secondary: '#1b998b',
    grey: '#71717a',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#ff5c7a',
    secondary: '#1b998b',
    grey: '#71717a',
    background: { default: '#000000', paper: '#141414' },
  }),
};
