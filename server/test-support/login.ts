import * as v from 'valibot';
import { TokenResponse } from '../../src/api/contract/account.ts';

/** The device the tests log in from: the server checks its shape and keeps none of it. */
export const testDevice = {
  platform: 'Linux',
  userAgent: 'vitest',
  screenWidth: 1280,
  screenHeight: 800,
  colorDepth: 24,
  cpuCores: 2,
  touchPoints: 0,
};

/** The body of POST /account/login as the app sends it; `keep` only when the test sets it. */
export function loginBody(username: string, password: string, keep?: boolean) {
  return {
    userCredentials: { username, password, ...(keep === undefined ? {} : { keep }) },
    deviceParameters: testDevice,
  };
}

/** The access token of a login's answer, parsed with the contract; a refusal throws with its status. */
export async function tokenOf(response: Response): Promise<string> {
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return v.parse(TokenResponse, await response.json()).token;
}
