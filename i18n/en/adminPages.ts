/** `adminPages.*` texts (English, the typed source): auth-type pages, user pages and bulk actions. */
export const adminPages = {
  user: {
    bulk: {
      assignProfile: 'Assign a profile',
      assignProfileTitle: 'Assign a project profile',
      assignProfileText:
        'Each selected user gets a profile in the chosen project with these permissions (%{smart_count} user). |||| Each selected user gets a profile in the chosen project with these permissions (%{smart_count} users).',
      assign: 'Assign',
      assignUndoable: 'You can undo it for a few seconds after assigning.',
      assignPending: 'Profile assigned to %{smart_count} user |||| Profile assigned to %{smart_count} users',
      revokeSessions: 'Revoke sessions',
      revokeSessionsTitle: 'Revoke all sessions',
      revokeSessionsText:
        'This signs %{smart_count} user out of every session. It cannot be undone. |||| This signs %{smart_count} users out of every session. It cannot be undone.',
      progress: '%{finished} of %{total} done',
      summary: 'Done: %{done}. Failed: %{failed}.',
    },
    signedInAt: 'Signed in %{time}',
  },
  authType: {
    credentials: {
      title: 'Credentials of %{name}',
      saved: 'Credentials saved',
      secretInfo:
        'The %{algorithm} algorithm signs tokens with a shared secret key. The saved key is never shown again.',
      keyPairInfo: 'The %{algorithm} algorithm signs tokens with a key pair. The saved keys are never shown again.',
    },
    socialLinks: {
      title: 'Social links of %{name}',
      breadcrumb: 'Social links',
      provider: 'Provider',
      url: 'Sign-in link',
      copy: 'Copy the %{provider} link',
      empty: 'This type has no social networks yet.',
      error: 'The social links could not be loaded.',
    },
    passwordSettings: {
      title: 'Password settings of %{name}',
      saved: 'Password settings saved',
      fields: {
        min_length: 'Minimum length',
        extra_characters: 'Special characters',
        extra_charactersHelp: 'A password must contain at least one of these characters; leave empty for no such rule.',
        is_number_required: 'A digit is required',
        is_upper_required: 'An uppercase letter is required',
        is_lower_required: 'A lowercase letter is required',
      },
    },
  },
};
