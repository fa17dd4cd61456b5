import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#3d5a80',
    secondary: '#ee6c4d',
    grey: '#6c757d',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#8fb3e0',
    secondary: '#ee6c4d',
    grey: '#6c757d',
    background: { default: '#0d1117', paper: '#161b22' },
  }),
};
