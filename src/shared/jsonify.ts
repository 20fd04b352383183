/**
 * The type a value has after a JSON round trip (JSON.stringify then JSON.parse): a Date (or anything
 * with toJSON) becomes what toJSON returns, functions and symbols drop out of objects. REST answers
 * are JSON, so the SPA reads a procedure's output through this.
 */
export type Jsonify<T> = T extends { toJSON(): infer J }
  ? Jsonify<J>
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? Jsonify<U>[]
      : T extends object
        ? {
            [K in keyof T as T[K] extends ((...args: never[]) => unknown) | symbol ? never : K]: Jsonify<
              T[K]
            >;
          }
        : never;
