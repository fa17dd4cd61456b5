import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

/*
 * Fluent-token styles for the few native controls of the first screen (top bar, login form).
 * Fluent's Button/Input/Field/Checkbox would add ~20 KiB gzip to the first visit (SPEC budget
 * 150 KiB); native elements with these styles look the same and keep native accessibility.
 */
export const useControlStyles = makeStyles({
  button: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
    minWidth: '32px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    ...shorthands.border('1px', 'solid', 'transparent'),
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    ':disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
  primary: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover:enabled': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':active:enabled': { backgroundColor: tokens.colorBrandBackgroundPressed },
  },
  secondary: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ...shorthands.borderColor(tokens.colorNeutralStroke1),
    ':hover:enabled': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  /** An icon-only button on the top bar, inheriting the bar's text colour. */
  icon: {
    backgroundColor: 'transparent',
    color: 'inherit',
    minWidth: '40px',
    minHeight: '40px',
    fontSize: '20px',
    ':hover': { backgroundColor: 'rgba(127, 127, 127, 0.2)' },
  },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  label: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  required: { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXS },
  input: {
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke1),
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    ':focus-visible': { outline: `2px solid ${tokens.colorCompoundBrandStroke}`, outlineOffset: '0' },
  },
  invalid: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  check: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    '& input': { width: '16px', height: '16px', margin: 0, accentColor: tokens.colorBrandBackground, cursor: 'pointer' },
  },
});
