/**
 * The names of the server's prepared statements, each taken once, when the module that declares it
 * loads. On a connection a name stands for one SQL text: node-postgres refuses a second text under a
 * name it already prepared there, so two statements sharing one would fail only when both happen to
 * run on the same pooled connection. Taken here, a duplicate fails as the server starts.
 */
const taken = new Set<string>();

export function statementName(name: string): string {
  if (taken.has(name)) {
    throw new Error(`Two prepared statements are named '${name}': give one of them another name.`);
  }
  taken.add(name);
  return name;
}

/** The names taken so far, for the registry's own test. */
export function takenStatementNames(): ReadonlySet<string> {
  return taken;
}
