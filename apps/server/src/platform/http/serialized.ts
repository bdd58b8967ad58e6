/**
 * An answer already written as JSON (by PostgreSQL, for a hot list), byte for byte what the call's
 * response schema would write for the `T` it stands for: sent as it is, without serialising again.
 */
export class Serialized<T> {
  declare readonly answer?: T;
  constructor(readonly json: string) {}
}
