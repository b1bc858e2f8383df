/** PostgreSQL built-in type OIDs (pg_type.oid) mapped to the coarse kinds the normaliser understands. */
import type { ColumnKind } from './engine.ts';

const KIND_BY_OID = new Map<number, ColumnKind>([
  [16, 'boolean'], // bool
  [20, 'number'], // int8
  [21, 'number'], // int2
  [23, 'number'], // int4
  [26, 'number'], // oid
  [700, 'number'], // float4
  [701, 'number'], // float8
  [1700, 'number'], // numeric
  [1082, 'date'], // date
  [1114, 'timestamp'], // timestamp without time zone
  [1184, 'timestamptz'], // timestamp with time zone
]);

export function kindOfPgType(oid: number): ColumnKind {
  return KIND_BY_OID.get(oid) ?? 'text';
}
