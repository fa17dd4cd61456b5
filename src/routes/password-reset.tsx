import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetPage } from '../features/session/password-reset-page.tsx';

/** Open to all: a reset link from the e-mail opens here (/password-reset#<token>). */
export const Route = createFileRoute('/password-reset')({ component: PasswordResetPage });
