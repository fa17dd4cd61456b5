import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { languageState } from '../state/language.ts';
import { DateField, dateEntryIssue } from './date-input.tsx';

afterEach(() => {
  cleanup();
  languageState.language = 'en';
});

function Harness({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('2026-11-02');
  return (
    <I18nProvider i18n={i18n}>
      <DateField
        label="From"
        value={value}
        onValueChange={(next) => {
          onValueChange(next);
          setValue(next);
        }}
      />
    </I18nProvider>
  );
}

describe('a typed date field', () => {
  it('tells an empty field from text that is no date', () => {
    expect(dateEntryIssue('', 'et')).toBe('empty');
    expect(dateEntryIssue('31.02.2026', 'et')).toBe('invalid');
    expect(dateEntryIssue('28.02.2026', 'et')).toBeNull();
  });

  it('keeps the last good date while the text is no date, and says so once the field is left', () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    const input = screen.getByLabelText('From');
    expect(input).toHaveProperty('value', '02/11/2026');

    fireEvent.change(input, { target: { value: '31/02/2026' } });
    expect(screen.queryByText(/Not a date/)).toBeNull(); // not while typing
    fireEvent.blur(input);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', '31/02/2026');
    expect(screen.getByText('Not a date: enter it as 31/12/2026')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(screen.getByText('Enter a date, e.g. 31/12/2026')).toBeTruthy();

    fireEvent.change(input, { target: { value: '28/02/2026' } });
    expect(onValueChange).toHaveBeenCalledWith('2026-02-28');
    expect(screen.queryByText(/Not a date|Enter a date/)).toBeNull();
  });
});
