import type { PlanStep, SetupPlan } from './setupPlan';

export interface ApplyReport {
  applied: readonly PlanStep[];
  /** The step that failed (nothing after it ran), with the error. */
  failed?: { step: PlanStep; error: unknown };
}

/** Runs a plan's steps one after the other; the first failure stops it. */
export async function applySetup(plan: SetupPlan, onProgress: (done: number) => void): Promise<ApplyReport> {
  const applied: PlanStep[] = [];
  for (const step of plan.steps) {
    try {
      await step.run(plan.ids);
    } catch (error) {
      return { applied, failed: { step, error } };
    }
    applied.push(step);
    onProgress(applied.length);
  }
  return { applied };
}
