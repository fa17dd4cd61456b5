import { useEffect, useState } from 'react';

/** How long "Copied" shows after a copy. */
const COPIED_MS = 3_000;

/**
 * Copies a text to the clipboard and says how it went for a few seconds: 'yes', 'failed' (no clipboard: an old
 * browser, a refused permission; the text stays on screen to select by hand) or null.
 */
export function useCopyText(text: string): { copied: 'yes' | 'failed' | null; copy: () => Promise<void> } {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return { copied, copy };
}
