import { colourScheme } from '../colour-scheme.ts';

export const theme = {
  light: colourScheme('light', {
    primary: '#00875f',
    secondary: '#5c80bc',
    grey: '#64748b',
    background: { default: '#fcfcfc', paper: '#ffffff' },
  }),
  dark: colourScheme('dark', {
    primary: '#3ad49f',
    secondary: '#5c80bc',
    grey: '#64748b',
    background: { default: '#000000', paper: '#141414' },
  }),
};
