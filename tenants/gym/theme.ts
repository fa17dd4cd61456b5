import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#37474f',
    secondary: '#d48f00',
    grey: '#6b6b6b',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#ffb300',
    secondary: '#d48f00',
    grey: '#6b6b6b',
    background: { default: '#000000', paper: '#141414' },
  }),
};
