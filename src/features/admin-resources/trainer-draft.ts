import * as v from 'valibot';
import {
  TrainerInput,
  toResourceIssues,
  type AdminTrainer,
  type ResourceIssue,
} from '../../api/contract/admin-resources.ts';

/** The trainer form as typed. */
export type TrainerDraft = {
  name: string;
  email: string;
  phone: string;
  styleIds: number[];
  login: string;
  canSeeRegistrations: boolean;
  canManageRegistrations: boolean;
};

export const newTrainerDraft = (): TrainerDraft => ({
  name: '',
  email: '',
  phone: '',
  styleIds: [],
  login: '',
  canSeeRegistrations: true,
  canManageRegistrations: false,
});

export function trainerDraftOf(trainer: AdminTrainer): TrainerDraft {
  return {
    name: trainer.name,
    email: trainer.email,
    phone: trainer.phone,
    styleIds: trainer.styleIds,
    login: trainer.login?.username ?? '',
    canSeeRegistrations: trainer.login?.canSeeRegistrations ?? true,
    canManageRegistrations: trainer.login?.canManageRegistrations ?? false,
  };
}

/** The draft checked by the schema the server checks with. */
export function checkTrainerDraft(
  d: TrainerDraft,
): { input: v.InferInput<typeof TrainerInput> } | { issues: ResourceIssue[] } {
  const result = v.safeParse(TrainerInput, d);
  return result.success ? { input: result.output } : { issues: toResourceIssues(result.issues) };
}
