import { createFileRoute } from '@tanstack/react-router';
import { PrivacyNoticePage } from '../features/privacy/privacy-notice-page.tsx';

/** Open to all: the club's privacy notice (issue #40 point 5). */
export const Route = createFileRoute('/privacy')({ component: PrivacyNoticePage });
