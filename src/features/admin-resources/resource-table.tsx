import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';

export const useTableStyles = makeStyles({
  // the lists scroll sideways on a phone rather than squeeze their columns
  scroll: { overflowX: 'auto' },
  table: { minWidth: '720px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  swatch: {
    display: 'inline-block',
    width: '16px',
    height: '16px',
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    verticalAlign: 'middle',
    marginRight: tokens.spacingHorizontalS,
  },
  secondary: { color: tokens.colorNeutralForeground2 },
});

/** Active or inactive, in words (not colour alone). */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useLingui();
  return active ? (
    <Badge appearance="tint" color="success">
      {t`Active`}
    </Badge>
  ) : (
    <Badge appearance="tint" color="subtle">
      {t`Inactive`}
    </Badge>
  );
}
