/**
 * For the schema tests' type checks: an intersection written out as one object type, so
 * expectTypeOf(...).toEqualTypeOf compares members, not how the type was spelled. Type-only.
 */
export type Flat<T> = { [K in keyof T]: T[K] };
