import type { SqlClient } from '../db/sqlClient.ts';

export interface OutboxBacklog {
  /** Lead mails waiting to be sent (retries included). */
  depth: number;
  /** When the oldest of them was received (ISO), or null when none waits. */
  oldestCreatedAt: string | null;
}

/** How far behind lead e-mail is: for metrics and operators. */
export async function outboxBacklog(sql: SqlClient): Promise<OutboxBacklog> {
  const row = await sql
    .selectFrom('lead_notifications as n')
    .innerJoin('contacts as c', 'c.id', 'n.contact_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('depth'),
      eb.fn.min<string | null>('c.created_at').as('oldest'),
    ])
    .where('n.state', '=', 'pending')
    .executeTakeFirst();
  return { depth: Number(row?.depth ?? 0), oldestCreatedAt: row?.oldest ?? null };
}
