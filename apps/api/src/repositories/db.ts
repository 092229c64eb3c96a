import {
  CamelCasePlugin,
  type Kysely,
  type PluginTransformQueryArgs,
  type RootOperationNode,
  type SelectQueryBuilder,
} from 'kysely';
import type { CamelCasedProperties } from 'type-fest';
import type { DB } from '../db/schema';

/** What a repository queries (Kysely on PostgreSQL or PGlite). */
export type Db = Kysely<DB>;

/**
 * Kysely's CamelCasePlugin for rows only: queries typed by `DB` already name columns as the database does, and the
 * plugin's other half rewrites the whole query on every execution.
 */
class CamelCaseRows extends CamelCasePlugin {
  override transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }
}
const camelCaseRows = new CamelCaseRows();

/**
 * The first row of `query` under the wire's names (`original_title` as `originalTitle`), so it spreads into its
 * answer and a new column needs no mapping of its own.
 */
export async function firstWireNamed<Row extends object>(
  // biome-ignore lint/suspicious/noExplicitAny: any query, whatever its tables.
  query: SelectQueryBuilder<any, any, Row>,
): Promise<CamelCasedProperties<Row> | undefined> {
  // The plugin renames the keys; type-fest's CamelCasedProperties says the same of the type.
  return (await query.withPlugin(camelCaseRows).executeTakeFirst()) as CamelCasedProperties<Row> | undefined;
}
