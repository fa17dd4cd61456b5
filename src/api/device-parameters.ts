import type { DeviceParameters } from './contract/account.ts';

const clamp = (text: string, max: number) => text.slice(0, max);

/** docs/behaviour.md#calls-and-device-parameters device parameters sent with login and refresh. */
export function deviceParameters(): DeviceParameters {
  const platform: unknown = Reflect.get(navigator, 'userAgentData');
  const platformName =
    typeof platform === 'object' && platform !== null ? Reflect.get(platform, 'platform') : undefined;
  return {
    platform: clamp(typeof platformName === 'string' ? platformName : navigator.platform || 'unknown', 200),
    userAgent: clamp(navigator.userAgent, 1000),
    screenWidth: Math.max(0, Math.round(screen.width || 0)),
    screenHeight: Math.max(0, Math.round(screen.height || 0)),
    colorDepth: Math.max(0, Math.round(screen.colorDepth || 0)),
    cpuCores: Math.max(0, Math.round(navigator.hardwareConcurrency || 0)),
    touchPoints: Math.max(0, Math.round(navigator.maxTouchPoints || 0)),
  };
}
