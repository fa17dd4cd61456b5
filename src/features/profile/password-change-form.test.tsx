import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PasswordChangeForm } from './password-change-form.tsx';

const sent = vi.hoisted(() => ({ bodies: [] as unknown[] }));
vi.mock('../../api/client.ts', () => ({
  apiSend: async (_path: string, options: { body?: unknown }) => {
    sent.bodies.push(options.body);
  },
  apiRequest: async () => {
    throw new Error('not used');
  },
}));

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PasswordChangeForm />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  sent.bodies.length = 0;
});

describe('PasswordChangeForm', () => {
  it('shows every broken rule and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^New password/), 'abc def');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    for (const text of [
      'Password is required',
      'Minimum 8 characters',
      'Password must contain only digits, lowercase and uppercase letters',
      'At least one uppercase letter',
      'At least one digit',
      "Passwords don't match",
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(sent.bodies).toEqual([]);
  });

  it('sends a valid change and empties the form', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Current password/), 'Member1234');
    await user.type(screen.getByLabelText(/^New password/), 'Member4321');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Member4321');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() =>
      expect(sent.bodies).toEqual([
        { currentPassword: 'Member1234', newPassword: 'Member4321', confirmPassword: 'Member4321' },
      ]),
    );
    await vi.waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Current password/).value).toBe(''));
  });
});
