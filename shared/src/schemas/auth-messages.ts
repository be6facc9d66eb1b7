/**
 * Messages are plain English sentences (docs/product.md, Session); the browser translates them through the
 * `validation` namespace, keyed by that same text.
 */
export const AUTH_MESSAGES = {
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email address.',
  usernameRequired: 'Please enter your username.',
  passwordRequired: 'Please enter password',
  passwordTooShort: 'The password must be at least 8 characters.',
  emailTaken: 'This email is already in use.',
  usernameTaken: 'This username is already in use.',
  invalidCredentials: 'Email or Password is Invalid',
  invalidRefreshToken: 'Invalid refresh token',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
  passwordsDiffer: 'The two passwords are not the same.',
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'The current password is not right.',
} as const;
