import type { Client, InStatement, ResultSet, Transaction, TransactionMode } from "@libsql/client";

// Erasure that leaves nothing readable in an embedded database file. SQLite reuses a deleted row's space
// without overwriting it unless `secure_delete` is on, and that pragma holds for one connection only; the
// libSQL client keeps a pool of connections and opens another whenever a transaction holds one. So every
// operation of the client sets it first, on whichever connection runs it. After an erasure or a purge a
// truncating checkpoint copies the zeroed pages into the file and empties the write-ahead log.

const SECURE_DELETE = "PRAGMA secure_delete = ON";
/** Statements SQLite refuses inside a transaction; none of them deletes a row. */
const OUTSIDE_TRANSACTION = /^\s*(PRAGMA|VACUUM)\b/i;

const sqlOf = (stmt: InStatement | string) => (typeof stmt === "string" ? stmt : stmt.sql);

/** `db` (an embedded file's client) with `secure_delete` on for every statement it runs. */
export function withSecureDelete(db: Client): Client {
  const execute = async (stmt: InStatement | string): Promise<ResultSet> => {
    if (OUTSIDE_TRANSACTION.test(sqlOf(stmt))) return db.execute(stmt as InStatement);
    // One borrow of one connection: the pragma, then the statement, as the statement alone would run.
    const [, result] = await db.batch([SECURE_DELETE, stmt], "deferred");
    return result!;
  };
  const batch = async (stmts: (InStatement | string)[], mode?: TransactionMode): Promise<ResultSet[]> =>
    (await db.batch([SECURE_DELETE, ...stmts], mode)).slice(1);
  const transaction = async (mode?: TransactionMode): Promise<Transaction> => {
    const tx = await db.transaction(mode);
    try {
      await tx.execute(SECURE_DELETE);
    } catch (error) {
      tx.close();
      throw error;
    }
    return tx;
  };
  const executeMultiple = (sql: string) => db.executeMultiple(`${SECURE_DELETE};\n${sql}`);
  const own: Partial<Client> = { execute: execute as Client["execute"], batch, transaction, executeMultiple };
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key in own) return own[key as keyof Client];
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * After deleting personal data: fold the write-ahead log into the file and truncate it, so the log keeps no
 * copy of the pages as they were. A reader holding an old snapshot can keep it from completing; it is tried a
 * few times (each try waits for locks up to the busy timeout), and the next erasure or purge tries again. A
 * libSQL server keeps its own files: nothing to do from here.
 */
export async function truncateLog(db: Client): Promise<boolean> {
  if (db.protocol !== "file") return false;
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await db.execute("PRAGMA wal_checkpoint(TRUNCATE)");
    if (Number(result.rows[0]?.busy ?? 1) === 0) return true;
  }
  return false;
}
