import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#4d7c0f',
    secondary: '#1d3557',
    grey: '#6b7280',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#a3e635',
    secondary: '#1d3557',
    grey: '#6b7280',
    background: { default: '#0d1117', paper: '#161b22' },
  }),
};
