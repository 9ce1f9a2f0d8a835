// The strings every staff-only page shares: its sign-in check and its toolbar.
export const staffText = {
  checking: 'Checking sign-in...',
  signedInAs: (username: string) => `Signed in as ${username}`,
  signOut: 'Sign out',
} as const;
