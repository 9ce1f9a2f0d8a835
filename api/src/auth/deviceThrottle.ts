import type { SignInLimits } from '../config/authConfig.ts';
import { inTransaction } from '../db/inTransaction.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { SharedCounters } from '../limits/sharedCounters.ts';
import { deviceIdOf, issueDeviceToken } from './deviceTokens.ts';
import type { SignInDevice } from './signInDevice.ts';
import { lockSignInClient } from './signInLock.ts';
import { findStaffByUsername } from './staffAccounts.ts';

/** A trusted device's admitted attempt; the same settling as any other (loginThrottle.ts). */
export interface DeviceAttempt {
  failed(): void;
  succeeded(): Promise<void>;
  abandoned(): Promise<void>;
}

/**
 * Sign-in attempts from a device that signed in to the account before (a valid device token):
 * counted on that device alone, so failures of strangers, at its address or on its username,
 * never refuse it. A device that fails `perDeviceFailures` times in a window is trusted no more
 * and falls back to the rules for everyone else until it signs in again.
 */
export class DeviceThrottle {
  readonly #sql: SqlClient;
  readonly #limits: SignInLimits;
  readonly #now: () => number;

  constructor(sql: SqlClient, limits: SignInLimits, now: () => number) {
    this.#sql = sql;
    this.#limits = limits;
    this.#now = now;
  }

  #counters(sql: SqlClient): SharedCounters {
    return new SharedCounters(sql, this.#limits.windowMs, this.#now);
  }

  /** The device's counter key when its token is valid for this account now; else null. */
  async #deviceKey(account: string, token: string): Promise<string | null> {
    const user = await findStaffByUsername(this.#sql, account);
    const id = user ? deviceIdOf(token, account, user.password, this.#now()) : null;
    return id ? `login-device:${JSON.stringify(id)}` : null;
  }

  /** The attempt, counted on the device; null when the device is not (or no longer) trusted. */
  async begin(account: string, device: SignInDevice | undefined): Promise<DeviceAttempt | null> {
    const token = device?.presented;
    const key = token ? await this.#deviceKey(account, token) : null;
    if (!key) return null;
    // Check and count under the device's lock, so concurrent attempts cannot pass its limit.
    const admitted = await inTransaction(this.#sql, async (tx) => {
      await lockSignInClient(tx, key);
      const counters = this.#counters(tx);
      if (((await counters.get(key))?.count ?? 0) >= this.#limits.perDeviceFailures) return false;
      await counters.add(key);
      return true;
    });
    if (!admitted) return null;
    const counters = this.#counters(this.#sql);
    let settled = false;
    const settle = async (clear: boolean) => {
      if (settled) return;
      settled = true;
      if (clear) await counters.clear(key);
      else await counters.remove(key);
    };
    return {
      failed: () => {
        settled = true; // the count stays: this was a failure
      },
      succeeded: () => settle(true),
      abandoned: () => settle(false),
    };
  }

  /** After a successful sign-in: the device gets a fresh token for the account (best effort). */
  async remember(account: string, device: SignInDevice | undefined): Promise<void> {
    if (!device) return;
    const user = await findStaffByUsername(this.#sql, account).catch(() => undefined);
    if (user) device.remember(issueDeviceToken(account, user.password, this.#now()));
  }
}
