import type { ColourMode } from './schema.ts';
import { contrast, luminance, mix, readableOn, scaleFrom, TEXT_CONTRAST, type ColourScale } from './palette.ts';

/** What a tenant theme states by hand; every other colour group is derived from it unless given. */
export type ColourSchemeSource = {
  primary: string;
  secondary: string;
  grey: string;
  background: { default: string; paper: string };
  menu?: { background: string; text: string; selected: string };
  button?: { background: string; text: string; hover: string };
  formField?: { background: string; border: string; focus: string };
  pie?: string[];
  error?: string;
  success?: string;
  warning?: string;
};

export type ColourSchemeInput = {
  primary: ColourScale;
  secondary: ColourScale;
  grey: ColourScale;
  background: { default: string; paper: string };
  menu: { background: string; text: string; selected: string };
  button: { background: string; text: string; hover: string };
  formField: { background: string; border: string; focus: string };
  pie: string[];
  error: string;
  success: string;
  warning: string;
};

/** docs/behaviour.md#constants-and-limits snack colours are the default status colours of every club. */
const status = { error: '#ed152e', success: '#19f40a', warning: '#fd9b1a' };

/** The top bar and menu carry a tint of the club colour; logos stay readable on it in both modes. */
function menuFrom(paper: string, accent: string, mode: ColourMode) {
  const background = mix(paper, accent, mode === 'dark' ? 0.16 : 0.1);
  return { background, text: readableOn(background), selected: mix(paper, accent, mode === 'dark' ? 0.34 : 0.24) };
}

/**
 * A button colour that carries its text at 4.5:1 (WCAG AA): a light colour keeps dark text (readableOn); one
 * too light for white text yet too dark for dark text (an orange, a gold) is darkened just enough for white.
 * Found by axe on Golden Club Viimsi's primary buttons (white on #a8790c, 3.9:1).
 */
export function underText(colour: string): string {
  if (luminance(colour) > 0.4) return colour;
  for (let weight = 0; weight <= 1; weight += 0.02) {
    const candidate = weight === 0 ? colour : mix(colour, '#000000', weight);
    if (contrast('#ffffff', candidate) >= TEXT_CONTRAST) return candidate;
  }
  return '#000000';
}

export function colourScheme(mode: ColourMode, source: ColourSchemeSource): ColourSchemeInput {
  const primary = scaleFrom(source.primary);
  const secondary = scaleFrom(source.secondary);
  const grey = scaleFrom(source.grey);
  const paper = source.background.paper;
  // Dark mode reads the lighter half of a ramp on dark surfaces, light mode the darker half.
  const accent = mode === 'dark' ? primary['300'] : primary['500'];
  const buttonBackground = source.button?.background ?? underText(accent);
  return {
    primary,
    secondary,
    grey,
    background: source.background,
    menu: source.menu ?? menuFrom(paper, accent, mode),
    button: source.button ?? {
      background: buttonBackground,
      text: readableOn(buttonBackground),
      hover: mode === 'dark' ? primary['200'] : underText(primary['600']),
    },
    formField: source.formField ?? {
      background: paper,
      border: mode === 'dark' ? grey['600'] : grey['300'],
      focus: accent,
    },
    pie: source.pie ?? [accent, secondary['500'], grey['500'], primary['700'], secondary['300'], primary['200']],
    error: source.error ?? status.error,
    success: source.success ?? status.success,
    warning: source.warning ?? status.warning,
  };
}
