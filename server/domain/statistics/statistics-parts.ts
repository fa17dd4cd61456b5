import { personalParts, type PersonalPart } from './personal-trainings.ts';
import type { SettledParts } from './settled-parts.ts';
import { heldParts, type HeldPart } from './trainer-statistics.ts';

/** The settled parts of trainers' statistics kept by one server process (settled-parts.ts). */
export type StatisticsParts = { held: SettledParts<HeldPart>; personal: SettledParts<PersonalPart> };

export const statisticsParts = (): StatisticsParts => ({ held: heldParts(), personal: personalParts() });
