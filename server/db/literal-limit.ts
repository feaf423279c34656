// Kysely's SQLite and PostgreSQL dialects with one change: a whole-number LIMIT is written into the statement's
// text instead of bound as a parameter.
import {
  type DefaultQueryCompiler,
  PostgresDialect,
  PostgresQueryCompiler,
  SqliteDialect,
  SqliteQueryCompiler,
  ValueNode,
  type LimitNode,
  type QueryCompiler,
} from 'kysely';

/**
 * On SQLite a statement whose LIMIT is bound costs about as much as preparing it again at every run (the program is
 * otherwise the same; SQLite plans with a LIMIT's value, so each new binding expires it): a large part of a list
 * page's time (bench/results/one-off-measurements.md). Written into the text, the statement prepared once is reused;
 * PostgreSQL, given the number, plans for it instead of guessing. Page sizes are few (1–100), so the texts stay few.
 * OFFSET costs nothing of the kind and stays bound; anything but a whole number (an expression, a fraction) is bound
 * as before.
 */
// TypeScript's mixin pattern: the base class's constructor, whatever its arguments.
function writesLimits<C extends new (...args: any[]) => DefaultQueryCompiler>(Compiler: C) {
  return class extends Compiler {
    protected override visitLimit(node: LimitNode): void {
      const n = ValueNode.is(node.limit) ? node.limit.value : undefined;
      if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) this.append(`limit ${n}`);
      else super.visitLimit(node);
    }
  };
}

const SqliteCompiler = writesLimits(SqliteQueryCompiler);
const PostgresCompiler = writesLimits(PostgresQueryCompiler);

export class SqliteLiteralLimits extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new SqliteCompiler();
  }
}

export class PostgresLiteralLimits extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new PostgresCompiler();
  }
}
