import { apiSend } from '../../api/client.ts';
import type { PasswordResetConfirm } from '../../api/contract/account.ts';

/** Asks for a reset link by e-mail; the server answers the same whether the account exists or not. */
export const requestPasswordReset = (login: string) =>
  apiSend('/account/password-reset', { method: 'POST', body: { login } });

/** Resolves while the link works; rejects with resetLinkInvalid, resetLinkExpired or resetLinkUsed. */
export const checkPasswordReset = (token: string) =>
  apiSend('/account/password-reset/check', { method: 'POST', body: { token } });

export const confirmPasswordReset = (body: PasswordResetConfirm) =>
  apiSend('/account/password-reset/confirm', { method: 'POST', body });

/** The refusals that mean "this link is dead": the page offers a new one instead of the form. */
export const deadLinkKeys = ['resetLinkInvalid', 'resetLinkExpired', 'resetLinkUsed'] as const;
