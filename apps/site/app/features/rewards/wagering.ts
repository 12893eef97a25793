/**
 * A bonus's wagering progress (spec 3 §3 wageringAmount; the requirement is designed), shared by
 * the rewards page's server side and its cards (the sportsbook's bonuses compute it in the
 * browser's render too).
 */
import type { Reward } from '@casino/player-api';

const cents = (value: string) => Math.round(Number(value) * 100);

/** Wagering progress of a reward (spec 3 §3 wageringAmount; the requirement is designed). */
export function wageringOf(reward: Pick<Reward, 'wageringAmount' | 'wageringRequirement'>): {
  percent: number | null;
  left: string | null;
} {
  if (reward.wageringRequirement === null) return { percent: null, left: null };
  const required = cents(reward.wageringRequirement);
  const done = Math.min(cents(reward.wageringAmount), required);
  if (required <= 0) return { percent: 100, left: '0.00' };
  return { percent: Math.floor((done * 100) / required), left: ((required - done) / 100).toFixed(2) };
}
