import type { SignInLimits } from '../config/authConfig.ts';

type AddressLimits = Pick<
  SignInLimits,
  'clientFreeFailures' | 'baseDelayMs' | 'maxDelayMs' | 'addressCeilingDoublingFailures' | 'addressMaxDelayMs'
>;

/**
 * How long an address must wait after its last sign-in attempt, given its failures over all
 * accounts in the last `addressHorizonMs` (a day). None for the first `clientFreeFailures`
 * (an office may share an address); then the base delay, doubling per failure, up to a ceiling
 * that starts at `maxDelayMs` (a minute) and doubles every `addressCeilingDoublingFailures`
 * further failures, up to `addressMaxDelayMs` (an hour). So the first window's guesses wait at
 * most a minute, and a guesser who keeps going waits longer and longer: a new 15-minute window
 * gives it nothing back.
 */
export function addressDelayMs(failures: number, limits: AddressLimits): number {
  if (failures < limits.clientFreeFailures) return 0;
  const beyond = failures - limits.clientFreeFailures;
  const doublings = Math.min(30, Math.floor(beyond / limits.addressCeilingDoublingFailures));
  const ceiling = Math.min(limits.addressMaxDelayMs, limits.maxDelayMs * 2 ** doublings);
  return Math.min(ceiling, limits.baseDelayMs * 2 ** Math.min(30, beyond));
}
