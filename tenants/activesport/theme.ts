import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#e4572e',
    secondary: '#2e86ab',
    grey: '#6b6b6b',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#ff7f5c',
    secondary: '#2e86ab',
    grey: '#6b6b6b',
    background: { default: '#0b0b0f', paper: '#17171d' },
  }),
};
