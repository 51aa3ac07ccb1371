/** `adminPages.*` texts (English, the typed source): auth-type pages, user pages and bulk actions. */
export const adminPages = {
  user: {
    freeProjects: 'Projects where this user has no profile yet',
    noFreeProject: 'This user already has a profile in every project.',
    bulk: {
      assignProfile: 'Assign a profile',
      assignProfileTitle: 'Assign a project profile',
      assignProfileText:
        'Choose a project and permissions for the selected user. If they have no profile in that project yet, they get a new one with the chosen permissions; if they already have one, it gains the permissions it lacks (none are removed). |||| Choose a project and permissions for the %{smart_count} selected users. Those with no profile in that project yet get a new one with the chosen permissions; those who already have one keep it, and it gains the permissions it lacks (none are removed).',
      assign: 'Assign',
      assignUndoable: 'You can undo it for a few seconds after assigning.',
      assignPending: 'Profile assigned to %{smart_count} user |||| Profile assigned to %{smart_count} users',
      revokeSessions: 'Revoke sessions',
      revokeSessionsTitle: 'Revoke all sessions',
      revokeSessionsText:
        'This signs %{smart_count} user out of every session. It cannot be undone. |||| This signs %{smart_count} users out of every session. It cannot be undone.',
      progress: '%{finished} of %{total} done',
      summary: 'Done: %{done}. Failed: %{failed}.',
      reading: "Reading the selected users' profiles…",
      readFailed: "The selected users' profiles could not be read. Close and try again.",
      planCreate:
        '%{smart_count} user gets a new profile in %{project}: |||| %{smart_count} users get a new profile in %{project}:',
      planChange:
        '%{smart_count} user already has a profile in %{project}; the profile gains permissions, none are removed: |||| %{smart_count} users already have a profile in %{project}; their profiles gain permissions, none are removed:',
      planUnchanged:
        '%{smart_count} user already has all these permissions in %{project}; nothing changes: |||| %{smart_count} users already have all these permissions in %{project}; nothing changes for them:',
      adds: '%{name}: gains %{permissions}',
      more: 'and %{smart_count} more',
      nothingToDo:
        'Every selected user already has a profile in this project with these permissions: there is nothing to assign.',
      assignSummary: 'Profiles created: %{created}. Profiles changed: %{changed}. Failed: %{failed}.',
    },
    signedInAt: 'Signed in %{time}',
  },
  authType: {
    credentials: {
      notSet: 'No signing key is set yet: this type cannot sign tokens until one is saved.',
      secretSet: 'A secret key is set.',
      secretSetAt: 'A secret key is set; it last changed on %{date}.',
      keyPairSet: 'A key pair is set.',
      keyPairSetAt: 'A key pair is set; it last changed on %{date}.',
      title: 'Credentials of %{name}',
      lastSet: 'Signing keys last set',
      saved: 'Credentials saved',
      secretInfo:
        'The %{algorithm} algorithm signs tokens with a shared secret key. The saved key is never shown again.',
      keyPairInfo: 'The %{algorithm} algorithm signs tokens with a key pair. The saved keys are never shown again.',
    },
    keys: {
      show: { secret_key: 'Show secret key', private_key: 'Show private key' },
      hide: { secret_key: 'Hide secret key', private_key: 'Hide private key' },
      generate: 'Generate',
      generatePair: 'Generate key pair',
      secretHelp: 'At least %{bytes} bytes for %{algorithm}. Generate makes a random one in this browser.',
      pairHelp:
        'A PEM key pair of type %{key} for %{algorithm}. Generate key pair makes one in this browser; nothing is sent before you save.',
      secretGenerated:
        'A random %{bytes}-byte secret was generated in this browser. Show it to copy it before saving: it is never shown again.',
      pairGenerated:
        'A new %{key} key pair was generated in this browser. Copy the public key now if a service verifies the tokens.',
      generateFailed: 'This browser could not generate a key. Paste one instead.',
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
