/** Rows one statement of a purge deletes at most: short locks, a bounded transaction log entry. */
export const PURGE_BATCH_SIZE = 1000;

/**
 * Runs `deleteBatch` (which deletes at most `limit` rows and says how many) until a batch comes back
 * short; the total deleted. Each batch is its own statement, so a purge stopped half-way keeps what
 * it did and the next run finishes it.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<number>,
  limit = PURGE_BATCH_SIZE,
): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(limit);
    total += deleted;
    if (deleted < limit) return total;
  }
}
