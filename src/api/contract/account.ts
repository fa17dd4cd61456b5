import * as v from 'valibot';
import { Id } from './id.ts';
import { NewPassword } from './profile.ts';

/** docs/behaviour.md#records-and-local-state session claims, carried in the access token (plus standard JWT claims). */
export const SessionClaims = v.object({
  // not Id: an API key's claims (server/domain/api-keys/key-claims.ts) carry 0, no person
  clientId: v.number(),
  clientCode: v.string(),
  trainerId: v.nullable(Id),
  isAdmin: v.boolean(),
  canSeeRegistrations: v.boolean(),
  canManageRegistrations: v.boolean(),
  keep: v.boolean(),
  email: v.string(),
  phone: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  needsUpdate: v.boolean(),
  host: v.string(),
  /** Same instant as `exp`, kept because docs/behaviour.md#records-and-local-state names it. Seconds since epoch. */
  expiry: v.number(),
  sub: v.string(),
  iat: v.number(),
  exp: v.number(),
  iss: v.string(),
  aud: v.union([v.string(), v.array(v.string())]),
});
export type SessionClaims = v.InferOutput<typeof SessionClaims>;

/** docs/behaviour.md#calls-and-device-parameters device parameters sent with login and refresh. */
export const DeviceParameters = v.object({
  platform: v.pipe(v.string(), v.maxLength(200)),
  userAgent: v.pipe(v.string(), v.maxLength(1000)),
  screenWidth: v.pipe(v.number(), v.integer(), v.minValue(0)),
  screenHeight: v.pipe(v.number(), v.integer(), v.minValue(0)),
  colorDepth: v.pipe(v.number(), v.integer(), v.minValue(0)),
  cpuCores: v.pipe(v.number(), v.integer(), v.minValue(0)),
  touchPoints: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type DeviceParameters = v.InferOutput<typeof DeviceParameters>;

export const LoginRequest = v.object({
  userCredentials: v.object({
    username: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
    password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    keep: v.optional(v.boolean(), false),
  }),
  deviceParameters: DeviceParameters,
});
export type LoginRequest = v.InferInput<typeof LoginRequest>;

export const RefreshRequest = v.object({ deviceParameters: DeviceParameters });
export type RefreshRequest = v.InferInput<typeof RefreshRequest>;

/** Login and refresh answer; the refresh token travels only in the HttpOnly cookie. */
export const TokenResponse = v.object({ token: v.string() });
export type TokenResponse = v.InferOutput<typeof TokenResponse>;

/** "Forgot password?": the username or e-mail of the account; the answer is the same whether it exists or not. */
export const PasswordResetRequest = v.object({
  login: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
});
export type PasswordResetRequest = v.InferInput<typeof PasswordResetRequest>;

/** How long a reset link works, in minutes. */
export const PASSWORD_RESET_MINUTES = 30;

/** The token of a reset link (its fragment); a malformed one is answered as an unknown link. */
const ResetToken = v.pipe(v.string(), v.maxLength(200));

export const PasswordResetCheck = v.object({ token: ResetToken });
export type PasswordResetCheck = v.InferInput<typeof PasswordResetCheck>;

/** A new password by a reset link, under docs/behaviour.md#validation-and-server-errors's rules (as the profile's change). */
export const PasswordResetConfirm = v.pipe(
  v.object({ token: ResetToken, newPassword: NewPassword, confirmPassword: v.string() }),
  v.forward(
    v.check((input) => input.newPassword === input.confirmPassword, 'passwordsDontMatch'),
    ['confirmPassword'],
  ),
);
export type PasswordResetConfirm = v.InferInput<typeof PasswordResetConfirm>;
