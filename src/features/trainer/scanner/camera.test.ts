import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCamera } from './camera.ts';

const stream = { getTracks: () => [] } as unknown as MediaStream;

/** A navigator.mediaDevices whose getUserMedia answers each call in turn (a value resolves, an Error rejects). */
function stubCamera(...answers: (MediaStream | Error | object)[]) {
  const getUserMedia = vi.fn(async () => {
    const answer = answers.shift();
    if (answer === stream) return stream;
    throw answer;
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return getUserMedia;
}

const domError = (name: string) => new DOMException('camera', name);

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('starting the camera in every engine', () => {
  it('uses the back camera when there is one', async () => {
    const getUserMedia = stubCamera(stream);
    expect(await startCamera()).toEqual({ stream, backCamera: true });
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { exact: 'environment' } }, audio: false });
  });

  it('falls back to any camera without a back one, also where OverconstrainedError is no DOMException', async () => {
    // Safari and Chromium before 120: a class of its own, with a name and a constraint
    const overconstrained = Object.assign(new Error('facingMode'), {
      name: 'OverconstrainedError',
      constraint: 'facingMode',
    });
    for (const first of [
      overconstrained,
      domError('OverconstrainedError'),
      domError('NotFoundError'),
      domError('NotReadableError'),
    ]) {
      const getUserMedia = stubCamera(first, stream);
      expect(await startCamera()).toEqual({ stream, backCamera: false });
      expect(getUserMedia).toHaveBeenLastCalledWith({ video: true, audio: false });
    }
  });

  it('says the page cannot use a camera where navigator.mediaDevices is missing (not https, old WebKit)', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    expect(await startCamera()).toEqual({ problem: 'unsupported' });
    Object.defineProperty(navigator, 'mediaDevices', { value: {}, configurable: true });
    expect(await startCamera()).toEqual({ problem: 'unsupported' });
  });

  it('names each refusal: denied, no camera, camera in use, anything else', async () => {
    const cases: [Error | object, Error | object | undefined, string][] = [
      [domError('NotAllowedError'), undefined, 'denied'],
      [domError('SecurityError'), undefined, 'denied'],
      [domError('NotFoundError'), domError('NotFoundError'), 'noCamera'],
      [domError('OverconstrainedError'), domError('OverconstrainedError'), 'noCamera'],
      [domError('NotReadableError'), domError('NotReadableError'), 'inUse'],
      [domError('NotFoundError'), domError('NotAllowedError'), 'denied'],
      [domError('AbortError'), undefined, 'failed'],
      [new TypeError('getUserMedia is not a function'), undefined, 'failed'],
      [{ weird: true }, undefined, 'failed'],
    ];
    for (const [first, second, problem] of cases) {
      const getUserMedia = stubCamera(first, ...(second ? [second] : []));
      expect(
        await startCamera(),
        `${String((first as Error).name)} then ${String((second as Error | undefined)?.name)}`,
      ).toEqual({ problem });
      expect(getUserMedia).toHaveBeenCalledTimes(second ? 2 : 1);
    }
  });

  it('never throws, even when getUserMedia throws before returning a promise', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      value: {
        getUserMedia: () => {
          throw domError('NotAllowedError');
        },
      },
      configurable: true,
    });
    await expect(startCamera()).resolves.toEqual({ problem: 'denied' });
  });
});
