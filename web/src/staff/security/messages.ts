/** What Sign-in security (/staff/security) says. */
export const securityMessages = {
  title: 'Sign-in security',
  intro:
    'Two-step sign-in asks for a code from an authenticator app on your phone each time you sign in, after your password: someone who learns your password still cannot sign in.',
  required:
    'The store requires two-step sign-in for every staff member. Set it up below: the rest of the back office opens once it is on.',
  heading: 'Two-step sign-in',
  on: 'On: signing in asks for a code from your authenticator app.',
  off: 'Off: you sign in with your password alone.',
  start: 'Set up two-step sign-in',
  scan: 'Open your authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), add an account and scan this QR code.',
  qrLabel: 'QR code to scan with your authenticator app',
  typeKey: 'No camera? Choose to enter a setup key in the app and type this key:',
  confirmIntro: 'Then type the 6-digit code the app shows for the back office.',
  confirm: 'Turn on two-step sign-in',
  cancel: 'Cancel',
  enabled: 'Two-step sign-in is on: signing in now asks for a code from your authenticator app.',
  turnOffHeading: 'Turn two-step sign-in off',
  turnOffIntro: 'Type the 6-digit code your authenticator app shows now.',
  turnOff: 'Turn off two-step sign-in',
  disabled: 'Two-step sign-in is off: you sign in with your password alone.',
} as const;
