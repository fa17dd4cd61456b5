import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../api/client.ts';
import type { PasswordResetConfirm } from '../../api/contract/account.ts';

/* The password reset's writes, before login: none of them changes a cached read. */

/** Asks for a reset link by e-mail; the server answers the same whether the account exists or not. */
export const useRequestPasswordResetMutation = () =>
  useMutation({
    mutationFn: (login: string) => apiSend('/account/password-reset', { method: 'POST', body: { login } }),
  });

/** Succeeds while the link works; fails with resetLinkInvalid, resetLinkExpired or resetLinkUsed. */
export const useCheckPasswordResetMutation = () =>
  useMutation({
    mutationFn: (token: string) => apiSend('/account/password-reset/check', { method: 'POST', body: { token } }),
  });

export const useConfirmPasswordResetMutation = () =>
  useMutation({
    mutationFn: (body: PasswordResetConfirm) => apiSend('/account/password-reset/confirm', { method: 'POST', body }),
  });

/** The refusals that mean "this link is dead": the page offers a new one instead of the form. */
export const deadLinkKeys = ['resetLinkInvalid', 'resetLinkExpired', 'resetLinkUsed'] as const;
