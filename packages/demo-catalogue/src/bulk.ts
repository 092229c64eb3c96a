import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** Quotes a PostgreSQL identifier. */
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** COPY's text format: backslash escapes, `\N` for NULL, one line per row, tab between columns. */
const escapeText = (text: string) => text.replace(/[\\\n\r\t]/g, (c) => ESCAPES[c]!);
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** An element of an array literal (`{"a","b"}`), before COPY's own escaping. */
const arrayElement = (value: unknown) =>
  value === null ? 'NULL' : `"${String(value).replace(/["\\]/g, (c) => `\\${c}`)}"`;

type Kind = 'array' | 'json' | 'plain';

function encode(value: unknown, kind: Kind): string {
  if (value === null || value === undefined) return '\\N';
  if (kind === 'json') return escapeText(JSON.stringify(value));
  if (kind === 'array') return escapeText(`{${(value as unknown[]).map(arrayElement).join(',')}}`);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return escapeText(String(value));
}

/** How each column of `table` is written, from its type in the catalogue (arrays and JSON need their own form). */
async function columnKinds(client: pg.PoolClient, table: string): Promise<Map<string, Kind>> {
  const { rows } = await client.query<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  );
  return new Map(
    rows.map((r) => [
      r.column_name,
      r.data_type === 'ARRAY' ? 'array' : r.data_type === 'jsonb' || r.data_type === 'json' ? 'json' : 'plain',
    ]),
  );
}

/**
 * Streams `rows` into `table` with COPY FROM STDIN on `client` (inside the caller's transaction): one statement
 * for any number of rows, no parameters to bind. The columns are those of the first row. Answers the row count.
 */
export async function copyRows(client: pg.PoolClient, table: string, rows: Iterable<object>): Promise<number> {
  const iterator = rows[Symbol.iterator]();
  const first = iterator.next();
  if (first.done) return 0;
  const columns = Object.keys(first.value);
  const kinds = await columnKinds(client, table);
  const kindOf = columns.map((c) => kinds.get(c) ?? 'plain');
  let count = 0;
  const line = (row: object) => {
    count++;
    const values = row as Record<string, unknown>;
    return `${columns.map((c, i) => encode(values[c], kindOf[i]!)).join('\t')}\n`;
  };
  // Rows go out in chunks of a few hundred lines: one write per row would cost more than the row.
  function* chunks() {
    let chunk = line(first.value);
    for (let next = iterator.next(); !next.done; next = iterator.next()) {
      chunk += line(next.value);
      if (chunk.length > 256 * 1024) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  const target = client.query(copyFrom(`COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunks()), target);
  return count;
}

/**
 * Drops the secondary indexes of `tables` (those no constraint owns) and answers how to rebuild them: building an
 * index once over all the rows is many times faster than updating it row by row, above all a GIN index.
 */
export async function dropSecondaryIndexes(client: pg.PoolClient, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ schema: string; name: string; definition: string }>(
    `SELECT i.schemaname AS schema, i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c
         WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`,
    [tables],
  );
  for (const row of rows) await client.query(`DROP INDEX ${quoteIdent(row.schema)}.${quoteIdent(row.name)}`);
  return rows.map((r) => r.definition);
}
