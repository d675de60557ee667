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

  // Recovery codes
  codesHeading: 'Recovery codes',
  codesIntro:
    'If you lose your phone, each recovery code signs you in once instead of a code from your authenticator app.',
  codesLeft: (count: number) =>
    count === 0
      ? 'You have no recovery codes left: get new ones below.'
      : `You have ${count === 1 ? '1 recovery code' : `${count} recovery codes`} left.`,
  newCodesHeading: 'Your new recovery codes',
  newCodesIntro:
    'Save them somewhere safe, away from your phone (a password manager, or printed). This is the only time the store shows them; each works once.',
  codesLabel: 'Recovery codes',
  copy: 'Copy codes',
  copied: 'The recovery codes are copied.',
  copyFailed: 'The browser did not let the page copy: select the codes and copy them yourself.',
  download: 'Download as text',
  fileName: 'recovery-codes.txt',
  fileIntro: (email: string) => `Back office recovery codes of ${email}. Each signs in once.`,
  saved: 'I have saved my codes',
  regenerateHeading: 'Get new recovery codes',
  regenerateIntro:
    'New codes replace all of your current ones, used or not. Confirm with your password or the current code from your authenticator app.',
  password: 'Your password',
  orCode: 'Or the code from your authenticator app',
  proofRequired: 'Enter your password or the current code from your authenticator app.',
  regenerate: 'Get new recovery codes',
  regenerated: 'New recovery codes are ready: the old ones no longer work.',
} as const;
