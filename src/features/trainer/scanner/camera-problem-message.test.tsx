import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { CameraProblem } from './camera.ts';
import { CameraProblemMessage } from './camera-problem-message.tsx';
import { useScanner, type ScannerState } from './use-scanner.ts';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

const show = (state: ScannerState) =>
  render(
    <I18nProvider i18n={i18n}>
      <CameraProblemMessage state={state} />
    </I18nProvider>,
  );

describe('the scanner when the camera does not start', () => {
  it('says why in its own words for each reason, and points to the typed card code', () => {
    const problems: CameraProblem[] = ['unsupported', 'denied', 'noCamera', 'inUse', 'failed'];
    const texts = problems.map((problem) => {
      show({ kind: 'problem', problem });
      const text = screen.getByText(/card code below/).textContent ?? '';
      cleanup();
      return text;
    });
    expect(new Set(texts).size).toBe(problems.length);
    expect(texts[0]).toMatch(/https/);
  });

  it('says nothing while idle or scanning with the back camera, and warns about a front camera', () => {
    expect(show({ kind: 'idle' }).container.textContent).toBe('');
    cleanup();
    expect(show({ kind: 'scanning', backCamera: true }).container.textContent).toBe('');
    cleanup();
    expect(show({ kind: 'scanning', backCamera: false }).container.textContent).toMatch(/back camera/i);
  });

  it('ends in a problem, not a crash, where the page has no navigator.mediaDevices (not https, old WebKit)', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    const { result, unmount } = renderHook(() => useScanner(() => undefined));
    await act(async () => {
      result.current.start();
      await Promise.resolve();
    });
    expect(result.current.state).toEqual({ kind: 'problem', problem: 'unsupported' });
    unmount();
  });

  it('ends in a problem when the camera is refused', async () => {
    const getUserMedia = () => Promise.reject(new DOMException('no', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const { result, unmount } = renderHook(() => useScanner(() => undefined));
    await act(async () => {
      result.current.start();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.state).toEqual({ kind: 'problem', problem: 'denied' });
    unmount();
  });
});
