import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#6a4c93',
    secondary: '#d4a017',
    grey: '#6e6a78',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#b39ddb',
    secondary: '#d4a017',
    grey: '#6e6a78',
    background: { default: '#0b0b0f', paper: '#17171d' },
  }),
};
