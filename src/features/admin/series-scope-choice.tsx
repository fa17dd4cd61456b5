import { useState } from 'react';
import { Radio, RadioGroup } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { SeriesScope } from '../../api/contract/admin.ts';
import type { Training } from '../../api/contract/schedule.ts';
import { laterClasses } from './series-scope.ts';

/** "This class" or "This and all following classes (n)": which classes of the series a change reaches. */
export function SeriesScopeChoice({
  series,
  value,
  onChange,
  label,
}: {
  series: NonNullable<Training['series']>;
  value?: SeriesScope | undefined;
  onChange: (scope: SeriesScope) => void;
  label: string;
}) {
  const { t } = useLingui();
  // uncontrolled inside a confirmation (the dialog host renders its content once), controlled in the form
  const [own, setOwn] = useState<SeriesScope>('this');
  const later = laterClasses(series);
  const following = later + 1;
  return (
    <RadioGroup
      aria-label={label}
      value={value ?? own}
      onChange={(_, data) => {
        const scope: SeriesScope = data.value === 'following' ? 'following' : 'this';
        setOwn(scope);
        onChange(scope);
      }}
    >
      <Radio value="this" label={t`This class only`} />
      <Radio value="following" label={t`This and all following classes (${following})`} />
    </RadioGroup>
  );
}
