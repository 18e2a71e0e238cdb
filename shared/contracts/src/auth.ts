import { z } from 'zod';
import { passwordMinLength, roles } from './auth-rules';
import { noControlCharacters, visibleText } from './text-rules';

export { defaultRole, passwordMinLength, roles, type Role } from './auth-rules';

export const roleSchema = z.enum(roles);

const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .email('Enter a valid email address');

export const signUpBodySchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, 'Full name is required')
    .max(120, 'Full name must be at most 120 characters')
    .check(noControlCharacters('Full name'), visibleText('Full name is required')),
  email: emailField,
  password: z
    .string()
    // An empty password is missing, as on Sign In, rather than too short.
    .min(1, { message: 'Password is required', abort: true })
    .min(passwordMinLength, `Password must be at least ${passwordMinLength} characters`)
    .max(200, 'Password must be at most 200 characters')
    // Spaces within a passphrase count; spaces alone, or around too few other characters, do not.
    .refine(
      (password) => password.length < passwordMinLength || password.trim() !== '',
      'Password cannot be only spaces',
    )
    .refine(
      (password) =>
        password.length < passwordMinLength ||
        password.trim() === '' ||
        password.trim().length >= passwordMinLength,
      `Password must be at least ${passwordMinLength} characters, not counting spaces at the start or end`,
    ),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required').max(200, 'Password must be at most 200 characters'),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const refreshBodySchema = z.object({ refreshToken: z.string().min(1, 'Refresh token is required') });
export type RefreshBody = z.infer<typeof refreshBodySchema>;

export const signOutBodySchema = refreshBodySchema;
export type SignOutBody = z.infer<typeof signOutBodySchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** What sign-up, sign-in and refresh return; the browser keeps it in local storage. */
export const sessionSchema = z.object({
  accessToken: z.string(),
  /** Epoch milliseconds at which the access token expires. */
  accessTokenExpiresAt: z.number().int(),
  /** Seconds the access token is valid from the moment this answer was sent: clients count from their own clock. */
  accessTokenExpiresIn: z.number().int().optional(),
  refreshToken: z.string(),
  user: userSchema,
  roles: z.array(roleSchema),
});
export type Session = z.infer<typeof sessionSchema>;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const meResponseSchema = z.object({
  user: userSchema,
  profile: profileSchema,
  roles: z.array(roleSchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const userIdParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/i, 'Unknown user id') });

export const setRolesBodySchema = z.object({
  roles: z.array(roleSchema).min(1, 'At least one role is required').max(roles.length),
  /**
   * The roles the page showed before this change. When given and the user's roles are no longer these (another admin
   * or another tab changed them since), nothing is changed and the answer is 409 `rolesChangedMeanwhileMessage`.
   */
  previousRoles: z.array(roleSchema).max(roles.length).optional(),
});

/** A role change made from a page that showed roles someone has changed since. */
export const rolesChangedMeanwhileMessage = (current: readonly string[]) =>
  `Someone changed these roles meanwhile: they are now ${current.join(', ') || 'none'}. Check them and save again.`;
export type SetRolesBody = z.infer<typeof setRolesBodySchema>;

export const setRolesResponseSchema = z.object({ userId: z.string(), roles: z.array(roleSchema) });

/** Claims carried by every access token (signed by the trial service, verified everywhere). */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  /** The session the token belongs to: services refuse it once this id is revoked (sign-out, role change). */
  sid: z.string().min(1),
  email: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
