import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import type { TrainingStyle } from '../../api/contract/schedule.ts';

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    columnGap: tokens.spacingHorizontalM,
  },
});

/** The training styles a room allows or a trainer leads: one checkbox each. */
export function StyleCheckboxes({
  legend,
  styles: options,
  value,
  onChange,
}: {
  legend: string;
  styles: TrainingStyle[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const styles = useStyles();
  const chosen = new Set(value);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.list}>
        {options.map((style) => (
          <Checkbox
            key={style.id}
            label={style.name}
            checked={chosen.has(style.id)}
            onChange={(_, data) =>
              onChange(data.checked === true ? [...value, style.id] : value.filter((id) => id !== style.id))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
