import type { SqlClient } from '../db/sqlClient.ts';

export interface OutboxBacklog {
  /** Lead mails waiting to be sent (retries included). */
  depth: number;
  /** When the oldest of them was received (ISO), or null when none waits. */
  oldestCreatedAt: string | null;
}

/** How far behind lead e-mail is: for metrics and operators. */
export async function outboxBacklog(sql: SqlClient): Promise<OutboxBacklog> {
  const row = await sql.get<{ depth: number; oldest: string | null }>(
    `SELECT COUNT(*) AS depth, MIN(c.created_at) AS oldest
       FROM lead_notifications n JOIN contacts c ON c.id = n.contact_id
      WHERE n.state = 'pending'`,
  );
  return { depth: Number(row?.depth ?? 0), oldestCreatedAt: row?.oldest ?? null };
}
