import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#2b6cb0',
    secondary: '#f08c00',
    grey: '#64748b',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#63a4ff',
    secondary: '#f08c00',
    grey: '#64748b',
    background: { default: '#000000', paper: '#141414' },
  }),
};
