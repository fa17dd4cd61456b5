import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/session/forgot-password-page.tsx';

/** Open to all: ask for a password reset link by e-mail. */
export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage });
