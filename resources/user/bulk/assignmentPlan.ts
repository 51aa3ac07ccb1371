/** A user as the plan reads them: their profiles with project and permissions. */
export interface PlannedUser {
  id: string | number;
  username: string;
  profiles?: readonly { id: string | number; project_id: string | number; permissions: readonly string[] }[];
}

type Profile = NonNullable<PlannedUser['profiles']>[number];

/** What assigning a profile in one project with some permissions does to each user. */
export interface AssignmentPlan {
  /** No profile in the project yet: one is created with the permissions. */
  create: PlannedUser[];
  /** A profile there already: the permissions it lacks are added (none removed). */
  change: { user: PlannedUser; profile: Profile; added: string[] }[];
  /** A profile there with every chosen permission already: nothing is sent. */
  unchanged: PlannedUser[];
}

/** Sorts the users by what assigning the profile does to them (pure: the users as just read). */
export function assignmentPlan(
  users: readonly PlannedUser[],
  projectId: string,
  permissions: readonly string[],
): AssignmentPlan {
  const plan: AssignmentPlan = { create: [], change: [], unchanged: [] };
  for (const user of users) {
    const profile = user.profiles?.find((candidate) => String(candidate.project_id) === projectId);
    if (!profile) plan.create.push(user);
    else {
      const added = permissions.filter((id) => !profile.permissions.includes(id));
      if (added.length > 0) plan.change.push({ user, profile, added });
      else plan.unchanged.push(user);
    }
  }
  return plan;
}
